import { Link } from 'react-router';
import { Button, LinkButton } from '../../ui/Button';
import { startLinkedinLogin } from '../auth/linkedin';
import styles from './Welcome.module.css';

/** The six sample portraits (illustrations) and what each shows, for people who cannot see them. */
const portraits = [
  'Exemple de profil : une femme souriante aux longs cheveux châtains, haut corail',
  'Exemple de profil : un homme barbu souriant, chemise bleue',
  'Exemple de profil : une femme souriante aux cheveux bouclés, pull jaune',
  'Exemple de profil : un homme blond souriant, veste sombre',
  'Exemple de profil : une femme souriante aux cheveux noirs avec une frange, pull violet',
  'Exemple de profil : un homme souriant à lunettes, pull vert',
].map((alt, index) => ({ alt, src: `/welcome/portrait-${index + 1}.webp` }));

/** PRODUCT §2.1 /welcome: the promise, a glimpse of members, and the ways in. */
export function WelcomeScreen() {
  return (
    <>
      <main className={styles.screen}>
        <p className={styles.brand}>Lien</p>
        <h1 className={styles.title}>Bienvenue</h1>
        <p className={styles.tagline}>Des rencontres de qualité et ciblées pour des relations durables</p>
        <ul className={styles.grid}>
          {portraits.map((portrait) => (
            <li key={portrait.src}>
              <img className={styles.photo} src={portrait.src} alt={portrait.alt} width={480} height={776} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <LinkButton to="/signup" block>
            S'inscrire avec un email
          </LinkButton>
          <Button variant="secondary" block onClick={startLinkedinLogin}>
            S'inscrire avec LinkedIn
          </Button>
          <p className={styles.login}>
            Déjà un compte ? <Link to="/login">Se connecter</Link>
          </p>
        </div>
      </main>
      {/* The public pages every visitor may need before signing up (issue #29: the accessibility statement). */}
      <footer className={styles.footer}>
        <nav aria-label="Informations légales">
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/cgu">Conditions d'utilisation</Link>
            </li>
            <li>
              <Link to="/politique-de-confidentialite">Confidentialité</Link>
            </li>
            <li>
              <Link to="/accessibilite">Accessibilité : partiellement conforme</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  );
}
