import { PARTNER_SERVICES } from '@lien/contract/texts';
import { Navigate, useParams } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { Lead, Screen } from '../../ui/Screen';
import { contactPath } from '../help/paths';
import styles from './Offers.module.css';

/**
 * /services/:id (issue #24: « Découvrir » opens it): what a partner service is, how it goes, its
 * price, and « Contactez-nous », the contact form with the service named. An unknown id goes back to
 * the list.
 */
export function ServiceScreen() {
  const { id } = useParams();
  const service = PARTNER_SERVICES.find((entry) => entry.id === id);
  if (!service) return <Navigate to="/services" replace />;
  return (
    <Screen title={service.name} backTo="/services">
      <Lead>{service.description}</Lead>
      {service.details.map((paragraph) => (
        <p key={paragraph} className={styles.description}>
          {paragraph}
        </p>
      ))}
      <p className={styles.price}>{service.price}</p>
      <LinkButton to={contactPath('service', service.id)} variant="primary" block>
        Contactez-nous
      </LinkButton>
    </Screen>
  );
}
