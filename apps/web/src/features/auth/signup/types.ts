import type { UseFormReturn } from 'react-hook-form';
import type { SignupFormInput, SignupFormValues } from './signupForm';

/** The sign-up form as its sections receive it. */
export type SignupForm = UseFormReturn<SignupFormInput, unknown, SignupFormValues>;
