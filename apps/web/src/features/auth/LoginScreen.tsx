import type { loginRequest } from '@lien/contract';
import { clientMessages, loginMessages, signupMessages } from '@lien/contract/texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorText } from '../../api/client';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { sessionEndedNotice } from '../../session/endedNotice';
import { nextStepPath, saveSession } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { lazyResolver } from '../../ui/lazyResolver';
import { PasswordField } from '../../ui/PasswordField';
import { Lead, Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { useTypedBeforeHydration } from '../../ui/typedBeforeHydration';
import styles from './Auth.module.css';
import { authKeys, useLoginMutation } from './queries';

type LoginInput = z.input<typeof loginRequest>;
type LoginValues = z.output<typeof loginRequest>;

const resolver = lazyResolver<LoginInput, unknown, LoginValues>(() =>
  import('./loginValidation').then((module) => module.loginResolver),
);

/** PRODUCT §8: error=user_exists with an e-mail says so and prefills; other errors (LinkedIn) are not shown. */
function readLoginQuery(params: URLSearchParams): { email: string; notice: string | null } {
  const email = params.get('email')?.trim() ?? '';
  if (params.get('error') === 'user_exists' && email) {
    return { email, notice: signupMessages.userExists(email) };
  }
  return { email: '', notice: null };
}

const blankLogin: LoginInput = { email: '', password: '' };

/** PRODUCT §2.1 log-in, then the next onboarding step by priority (§4). */
export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query] = useState(() => readLoginQuery(params));
  // Sent here because the session ended by itself (expired, or refused by the server).
  const ended = sessionEndedNotice(useLocation().state);
  const login = useLoginMutation();
  const inFlight = useMutationInFlight(authKeys.write('login'));
  const failure = login.error && errorText(login.error, loginMessages.failed, clientMessages.communication);
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver,
    defaultValues: { ...blankLogin, email: query.email },
  });
  useTypedBeforeHydration(form, blankLogin);
  const { register, handleSubmit, formState } = form;

  const submit = (values: LoginValues) => {
    if (inFlight()) return;
    login.mutate(
      { email: values.email, password: values.password },
      {
        onSuccess: (reply) => {
          // The second step (issue #24): the challenge in the fragment, which reaches no server.
          if ('twoStepRequired' in reply) {
            navigate(`/two-step#${encodeURIComponent(reply.challenge)}`);
            return;
          }
          saveSession(reply.token, reply.user);
          navigate(nextStepPath(reply.user), { replace: true });
        },
      },
    );
  };

  return (
    <Screen title={loginMessages.title} backTo="/welcome">
      <Lead>Connectez-vous pour retrouver vos rencontres.</Lead>
      <FormNotice tone="info">{query.notice ?? ended}</FormNotice>
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Mot de passe"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgot-password" className={styles.forgot}>
          Mot de passe oublié ?
        </Link>
        <FormError>{failure}</FormError>
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? 'Connexion en cours...' : 'Se connecter'}
        </Button>
      </form>
      <p className={styles.footer}>
        Pas encore de compte ? <Link to="/signup">S'inscrire</Link>
      </p>
    </Screen>
  );
}
