import { PARTNER_SERVICES } from '@lien/contract';
import { useId } from 'react';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import styles from './Offers.module.css';

/**
 * /services 'Nos Services' (SPEC §2.6): the six partner services with their prices. Their
 * 'Découvrir' and 'Contactez-nous' buttons do nothing, as the spec has them.
 */
export function ServicesScreen() {
  const prefix = useId();
  return (
    <Screen title="Nos Services">
      <ul className={styles.cards}>
        {PARTNER_SERVICES.map((service, index) => {
          const headingId = `${prefix}-${index}`;
          return (
            <li key={service.name} className={styles.card}>
              <h2 id={headingId} className={styles.name}>
                {service.name}
              </h2>
              <p className={styles.description}>{service.description}</p>
              <p className={styles.price}>{service.price}</p>
              <div className={styles.buttons}>
                <Button variant="primary" aria-describedby={headingId}>
                  Découvrir
                </Button>
                <Button variant="secondary" aria-describedby={headingId}>
                  Contactez-nous
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Screen>
  );
}
