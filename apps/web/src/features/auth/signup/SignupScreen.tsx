import { signupMessages } from '@lien/contract/texts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { useMutationInFlight } from '../../../api/useMutationInFlight';
import { saveSession } from '../../../session/storage';
import { reportError, trackEvent } from '../../../telemetry';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Screen } from '../../../ui/Screen';
import { useTypedBeforeHydration } from '../../../ui/typedBeforeHydration';
import { authKeys, useSignupMutation } from '../queries';
import { IdentityFields } from './IdentityFields';
import { PasswordFields } from './PasswordFields';
import { ProfileFields } from './ProfileFields';
import styles from './Signup.module.css';
import {
  emptySignupForm,
  type SignupFormInput,
  type SignupFormValues,
  signupResolver,
  toSignupRequest,
} from './signupForm';
import { readSignupQuery } from './signupQuery';
import { TermsField } from './TermsField';

/** PRODUCT §2.2 and §4: the e-mail sign-up form, from editing to the next onboarding step. */
export function SignupScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The query is read once: it prefills the form, it does not drive it afterwards.
  const [query] = useState(() => readSignupQuery(params));
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: signupResolver,
    defaultValues: { ...emptySignupForm, ...query.prefill },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useTypedBeforeHydration(form, emptySignupForm);
  const termsAccepted = useWatch({ control: form.control, name: 'terms' });
  const signup = useSignupMutation();
  const inFlight = useMutationInFlight(authKeys.write('signup'));
  const submitError = signup.error && errorText(signup.error, signupMessages.failed, signupMessages.network);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    trackEvent('signup_started');
    if (query.emailError) form.setError('email', { type: 'server', message: query.emailError });
  }, [form, query]);

  const submit = (values: SignupFormValues) => {
    if (inFlight()) return;
    signup.mutate(toSignupRequest(values), {
      onSuccess: ({ token, user }) => {
        saveSession(token, user);
        trackEvent('signup_submit_success', { userId: user.id });
        if (user.isVerified) navigate('/photoUpload', { replace: true });
        else navigate('/emailVerification', { replace: true, state: { email: values.email } });
      },
      onError: (error) => {
        trackEvent('signup_submit_failed', {
          error: errorText(error, signupMessages.failed, signupMessages.network),
        });
        if (!(error instanceof ApiError)) reportError(error, { feature: 'signup' });
      },
    });
  };

  return (
    <Screen title="Créer un compte" backTo="/welcome">
      <FormError>{query.notice}</FormError>
      <form
        className={styles.form}
        aria-label="Créer un compte"
        noValidate
        onSubmit={form.handleSubmit(submit)}
      >
        <IdentityFields form={form} />
        <PasswordFields form={form} />
        <ProfileFields form={form} />
        <TermsField form={form} />
        <FormError>{submitError}</FormError>
        <Button type="submit" block disabled={!termsAccepted || signup.isPending}>
          {signup.isPending ? signupMessages.submitting : 'Créer mon compte'}
        </Button>
      </form>
      <p className={styles.footer}>
        Déjà un compte ? <Link to="/login">Se connecter</Link>
      </p>
    </Screen>
  );
}
