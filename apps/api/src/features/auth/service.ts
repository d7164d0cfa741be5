import {
  type LoginReply,
  moderationMessages,
  type SessionReply,
  type SessionUser,
  type SignupData,
  twoStepMessages,
} from '@lien/contract';
import { EMAIL_TOKEN_DURATION_MS, RESET_TOKEN_DURATION_MS } from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import { hashEmailToken, newEmailToken } from '../../infra/tokens';
import { findRestrictions, isBannedEmail } from '../moderation/queries';
import { refuseIfRestricted } from '../moderation/restrictions';
import { type OnboardingFlags, onboardingFlags } from '../my-profile/progress';
import { createDefaultPreferences } from '../preferences/service';
import { TwoStepChallenges } from '../two-step/secrets';
import type { TwoStepService } from '../two-step/service';
import type { SignupProof } from './linkedin/cookies';
import { linkIdentity } from './linkedin/queries';
import { resetPasswordMail, verificationMail } from './mails';
import * as q from './queries';

interface AccountRow {
  id: number;
  email: string;
  is_verified: boolean;
  session_version: number;
}

/** The §3 flags of a user: verified or not, and how far onboarding went (from what is stored). */
function sessionUserOf(row: AccountRow, withEmail: boolean, flags: OnboardingFlags): SessionUser {
  return {
    id: row.id,
    ...(withEmail ? { email: row.email } : {}),
    isVerified: row.is_verified,
    ...flags,
  };
}

/** Sign-up, log-in, e-mail verification and passwords: the rules of the account journey. */
export class AuthService {
  readonly #challenges: TwoStepChallenges;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly twoStep: TwoStepService,
  ) {
    this.#challenges = new TwoStepChallenges(ctx.config.jwtSecret);
  }

  /**
   * The end of a first step (password, LinkedIn): the session, or — two-step verification being on —
   * a short-lived challenge for the second step, and no session yet.
   */
  async sessionOrChallenge(row: AccountRow, withEmail: boolean): Promise<LoginReply> {
    if (await this.twoStep.isEnabled(row.id)) {
      return {
        twoStepRequired: true,
        challenge: this.#challenges.sign({ userId: row.id, sessionVersion: row.session_version }),
      };
    }
    await this.touch(row.id);
    return this.session(row, withEmail);
  }

  /**
   * The log-in's second step: a challenge still valid (5 minutes, and no password change since) and a
   * code of the member's app or a recovery code. Wrong codes are counted per account and per address.
   */
  async finishTwoStep(request: FastifyRequest, challenge: string, code: string): Promise<SessionReply> {
    const claims = this.#challenges.read(challenge);
    const user = claims && (await q.findUserById(this.ctx.db, claims.userId));
    if (!claims || !user || user.session_version !== claims.sessionVersion) {
      throw new HttpError(400, twoStepMessages.challengeExpired);
    }
    if (!(await this.twoStep.isEnabled(user.id))) throw new HttpError(400, twoStepMessages.challengeExpired);
    await this.twoStep.verify(request, user.id, code);
    await this.touch(user.id);
    return this.session(user, true);
  }

  /**
   * A fresh 24 h session and the §3 flags of an account; refused (403) to an account that moderation
   * banned or suspended, whatever the way in (password, LinkedIn, an e-mail link).
   */
  async session(row: AccountRow, withEmail: boolean): Promise<SessionReply> {
    const restrictions = await findRestrictions(this.ctx.db, row.id);
    if (restrictions) refuseIfRestricted(restrictions);
    const token = this.ctx.tokens.sign({ userId: row.id, sessionVersion: row.session_version });
    const flags = await onboardingFlags(this.ctx.db, row.id);
    return { token, user: sessionUserOf(row, withEmail, flags) };
  }

  private link(path: string, token: string): string {
    return `${this.ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  private async sendVerification(user: { id: number; email: string; first_name: string }): Promise<void> {
    const { token, hash } = newEmailToken();
    await q.insertEmailToken(this.ctx.db, {
      user_id: user.id,
      purpose: 'verify_email',
      token_hash: hash,
      expires_at: new Date(Date.now() + EMAIL_TOKEN_DURATION_MS),
    });
    await this.ctx.mailer.send(
      verificationMail(user.email, user.first_name, this.link('/verify_email', token)),
    );
  }

  /**
   * Opens an account. With LinkedIn's signed word for the same address (`linkedin`), the identity is
   * linked to it and the address counts as verified when LinkedIn says it is: no e-mail to confirm.
   */
  async signup(data: SignupData, linkedin: SignupProof | null = null): Promise<SessionReply> {
    const { db } = this.ctx;
    // The proof speaks for one address only: another one typed in the form is checked by e-mail as usual.
    const vouched = linkedin?.email === data.email ? linkedin : null;
    const verified = vouched?.emailVerified ?? false;
    if (await isBannedEmail(db, data.email)) throw new HttpError(400, moderationMessages.bannedAddress);
    if (!(await q.cityExists(db, data.locationId))) throw new HttpError(400, serverMessages.cityUnknown);
    // Hashed before the transaction: argon2 takes a while, and a transaction holds a connection.
    const passwordHash = await hashPassword(data.password);
    // The account and its default encounter preferences together: the deck joins every member's row.
    const id = await db.transaction().execute(async (trx) => {
      const userId = await q.insertUser(trx, {
        email: data.email,
        password_hash: passwordHash,
        first_name: data.firstName,
        last_name: data.lastName,
        phone: data.phone,
        birth_date: data.birthDate,
        gender: data.gender,
        seeking: data.seeking,
        city_id: data.locationId,
        job_title: data.jobTitle || null,
        school: data.school || null,
        linkedin: data.linkedin || null,
        referral_source: data.referralSource ?? null,
        is_verified: verified,
      });
      if (userId === null) return null;
      await createDefaultPreferences(trx, userId);
      // An identity linked meanwhile to another account stays with it; this account opens anyway.
      if (vouched) await linkIdentity(trx, vouched.subject, userId);
      return userId;
    });
    if (id === null) throw new HttpError(409, serverMessages.emailTaken);
    const user = {
      id,
      email: data.email,
      first_name: data.firstName,
      is_verified: verified,
      session_version: 0,
    };
    if (verified) return this.session(user, true);
    // The account exists even if the mail server is down: the user can ask for another e-mail.
    await this.sendVerification(user).catch((err) => this.log.error({ err }, 'verification mail failed'));
    return this.session(user, true);
  }

  async login(email: string, password: string): Promise<LoginReply> {
    const user = await q.findUserByEmail(this.ctx.db, email);
    // verifyPassword spends the same time whether or not the account exists.
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      throw new HttpError(401, serverMessages.badCredentials);
    }
    return this.sessionOrChallenge(user, true);
  }

  /** Notes a sign-in: the deck shows recently active members first. */
  touch(userId: number): Promise<void> {
    return q.touchLastActive(this.ctx.db, userId);
  }

  /** Always answers the same thing, at the same speed: nobody learns whether an address has an account. */
  forgotPassword(email: string): void {
    const send = async () => {
      const user = await q.findUserByEmail(this.ctx.db, email);
      if (!user) return;
      // Demo members are made up: their addresses reach nobody, and nobody may take their accounts over.
      if (user.is_demo) return;
      const { token, hash } = newEmailToken();
      await q.voidEmailTokens(this.ctx.db, user.id, 'reset_password');
      await q.insertEmailToken(this.ctx.db, {
        user_id: user.id,
        purpose: 'reset_password',
        token_hash: hash,
        expires_at: new Date(Date.now() + RESET_TOKEN_DURATION_MS),
      });
      await this.ctx.mailer.send(
        resetPasswordMail(user.email, user.first_name, this.link('/reset_password', token)),
      );
    };
    send().catch((err) => this.log.error({ err }, 'reset mail failed'));
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const { db } = this.ctx;
    const passwordHash = await hashPassword(newPassword);
    await db.transaction().execute(async (trx) => {
      const userId = await q.consumeEmailToken(trx, 'reset_password', hashEmailToken(token));
      if (userId === null) throw new HttpError(400, serverMessages.resetTokenInvalid);
      await q.replacePassword(trx, userId, passwordHash);
      // Following a link sent to the address proves the address is theirs.
      await q.markVerified(trx, userId);
    });
  }

  async changePassword(userId: number, oldPassword: string, newPassword: string): Promise<string> {
    const { db, tokens } = this.ctx;
    const user = await q.findUserById(db, userId);
    if (!user) throw new HttpError(401, serverMessages.unauthenticated);
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      throw new HttpError(400, serverMessages.wrongCurrentPassword);
    }
    if (oldPassword === newPassword) throw new HttpError(400, serverMessages.samePassword);
    const sessionVersion = await q.replacePassword(db, userId, await hashPassword(newPassword));
    return tokens.sign({ userId, sessionVersion });
  }

  async verifyEmail(token: string): Promise<SessionReply> {
    const { db } = this.ctx;
    const userId = await q.consumeEmailToken(db, 'verify_email', hashEmailToken(token));
    if (userId === null) throw new HttpError(400, serverMessages.verifyTokenInvalid);
    await q.markVerified(db, userId);
    const user = await q.findUserById(db, userId);
    if (!user) throw new HttpError(400, serverMessages.verifyTokenInvalid);
    return this.session(user, false);
  }

  async resendVerification(userId: number): Promise<string> {
    const user = await q.findUserById(this.ctx.db, userId);
    if (!user) throw new HttpError(401, serverMessages.unauthenticated);
    if (user.is_verified) return serverMessages.alreadyVerified;
    await this.sendVerification(user);
    return serverMessages.verificationSent;
  }
}
