import { useNavigate } from 'react-router';
import { Questionnaire } from './Questionnaire';

/** /personality: the questionnaire full-screen, between the interests and the bio (PRODUCT §2.1, §4). */
export function PersonalityScreen() {
  const navigate = useNavigate();
  return (
    <main>
      <h1 className="visually-hidden">Questionnaire de personnalité</h1>
      <Questionnaire onExit={() => navigate('/selectInterests')} onComplete={() => navigate('/bio')} />
    </main>
  );
}
