import { PARTNER_SERVICES } from '@lien/contract/texts';
import { useId } from 'react';
import { LinkButton } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { contactPath } from '../help/paths';
import styles from './Offers.module.css';

/**
 * /services 'Nos Services' (PRODUCT §2.6): the six partner services with their prices. 'Découvrir'
 * opens the service's page and 'Contactez-nous' the contact form with the service named (issue #24:
 * the product brief's buttons did nothing).
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
                <LinkButton to={`/services/${service.id}`} variant="primary" aria-describedby={headingId}>
                  Découvrir
                </LinkButton>
                <LinkButton
                  to={contactPath('service', service.id)}
                  variant="secondary"
                  aria-describedby={headingId}
                >
                  Contactez-nous
                </LinkButton>
              </div>
            </li>
          );
        })}
      </ul>
    </Screen>
  );
}
