import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Lead, Screen } from '../../ui/Screen';
import styles from './Offers.module.css';
import { PREMIUM_PLANS, PREMIUM_TRIAL_TEXT, type PremiumPlan } from './offers';

/**
 * /premium (PRODUCT §2.6): the two plans with the product brief's prices and lists. Marketing only: choosing a
 * plan shows a confirmation dialog, and no payment call is ever made.
 */
export function PremiumScreen() {
  const [chosen, setChosen] = useState<PremiumPlan | null>(null);
  return (
    <Screen title="Premium">
      <Lead>Profitez de {PREMIUM_TRIAL_TEXT} sur chacune de nos offres.</Lead>
      <ul className={styles.cards}>
        {PREMIUM_PLANS.map((plan) => (
          <li key={plan.id} className={[styles.card, plan.mostPopular ? styles.featured : ''].join(' ')}>
            {plan.mostPopular && <p className={styles.ribbon}>Le plus populaire</p>}
            <h2 className={styles.name}>{plan.name}</h2>
            <p className={styles.price}>{plan.price}</p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button
              block
              variant={plan.mostPopular ? 'primary' : 'secondary'}
              onClick={() => setChosen(plan)}
            >
              Choisir {plan.name}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && (
        <Modal
          title="Confirmation"
          onClose={() => setChosen(null)}
          footer={
            <Button block onClick={() => setChosen(null)}>
              Fermer
            </Button>
          }
        >
          <p className={styles.confirm}>
            Vous avez choisi l'offre {chosen.name} à {chosen.price}, avec {PREMIUM_TRIAL_TEXT}.
          </p>
        </Modal>
      )}
    </Screen>
  );
}
