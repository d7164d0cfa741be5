import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@lien/contract';

/** The log-in form's checks: the contract's request schema, loaded on the form's first check. */
export const loginResolver = zodResolver(loginRequest);
