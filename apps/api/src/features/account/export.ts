import { type DataExport, twoStepMessages } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { selectedInterests } from '../interests/service';
import { LearningService } from '../learning/service';
import { preferencesOf, pushDevicesOf } from '../notifications/queries';
import { photoUrl } from '../photos/service';
import { encounterPreferences } from '../preferences/service';
import { privacySettingsOf } from '../privacy/queries';
import * as q from './export-queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: number, firstName: string) => ({ id, firstName });

/**
 * Everything held about the member (RGPD art. 15 and 20), as one JSON document. Of other people only
 * what the member already sees: a first name and an id; photos as absolute links.
 */
export async function buildDataExport(
  db: Kysely<Database>,
  publicUrl: string,
  userId: number,
): Promise<DataExport> {
  const [
    account,
    preferences,
    interests,
    questionnaire,
    photos,
    swipes,
    matches,
    conversations,
    messages,
    reports,
    appointments,
    meetings,
    learning,
    waitingPass,
    consents,
    verifications,
    notificationChoices,
    pushDevices,
    turnReminders,
    privacy,
  ] = await Promise.all([
    q.accountRow(db, userId),
    encounterPreferences(db, userId),
    selectedInterests(db, userId),
    q.questionnaireRow(db, userId),
    q.photoRows(db, userId),
    q.swipeRows(db, userId),
    q.matchRows(db, userId),
    q.conversationRows(db, userId),
    q.messageRows(db, userId),
    q.reportRows(db, userId),
    q.appointmentRows(db, userId),
    q.meetingRows(db, userId),
    new LearningService(db).view(userId),
    q.waitingPassRow(db, userId),
    q.consentRows(db, userId),
    q.photoVerificationRows(db, userId),
    preferencesOf(db, userId),
    pushDevicesOf(db, userId),
    q.turnReminderRows(db, userId),
    privacySettingsOf(db, userId),
  ]);
  if (!account) throw new HttpError(401, serverMessages.unauthenticated);

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      isVerified: account.is_verified,
      hasPassword: account.has_password,
      twoStepVerification: account.two_step_enabled ? twoStepMessages.exportOn : twoStepMessages.exportOff,
      referralSource: account.referral_source,
      createdAt: iso(account.created_at),
      lastActiveAt: iso(account.last_active_at),
    },
    profile: {
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone,
      birthDate: account.birth_date,
      gender: account.gender,
      seeking: account.seeking,
      city: { id: account.city_id, name: account.city_name, zipCode: account.city_zip_code },
      jobTitle: account.job_title,
      school: account.school,
      linkedin: account.linkedin,
      bio: account.bio,
    },
    preferences,
    interests,
    questionnaire: questionnaire
      ? {
          personalityId: questionnaire.personality_id,
          answers: questionnaire.answers,
          completedAt: iso(questionnaire.completed_at),
          updatedAt: iso(questionnaire.updated_at),
        }
      : null,
    photos: photos.map((photo) => ({
      id: photo.id,
      order: photo.position,
      url: `${publicUrl}${photoUrl(photo.storage_key)}`,
      createdAt: iso(photo.created_at),
    })),
    swipes: swipes.map((swipe) => ({
      userId: swipe.swiped_id,
      liked: swipe.liked,
      superLike: swipe.super_like,
      at: iso(swipe.created_at),
    })),
    matches: matches.map((match) => ({
      with: person(match.id, match.first_name),
      at: iso(match.created_at),
    })),
    conversations: conversations.map((conversation) => ({
      conversationId: conversation.conversation_id,
      with:
        conversation.id === null || conversation.first_name === null
          ? null
          : person(conversation.id, conversation.first_name),
      messages: messages
        .filter((message) => message.conversation_id === conversation.conversation_id)
        .map((message) => ({
          fromMe: message.sender_id === userId,
          content: message.content,
          sentAt: iso(message.sent_at),
        })),
      ending:
        conversation.ended_by === null || conversation.ended_at === null
          ? null
          : { endedByMe: conversation.ended_by === userId, endedAt: iso(conversation.ended_at) },
    })),
    reports: reports.map((report) => ({
      reportedUserId: report.reported_id,
      reason: report.reason,
      at: iso(report.created_at),
    })),
    appointments: appointments.map((appointment) => ({
      with: person(appointment.id, appointment.first_name),
      startsAt: iso(appointment.starts_at),
      durationMinutes: appointment.duration_minutes,
      roomUrl: appointment.room_url,
    })),
    meetings: meetings.map((meeting) => ({
      conversationId: meeting.conversation_id,
      with:
        meeting.id === null || meeting.first_name === null ? null : person(meeting.id, meeting.first_name),
      askedBecause: meeting.asked_because,
      askedAt: iso(meeting.asked_at),
      answer: meeting.answer,
      answeredAt: meeting.answered_at ? iso(meeting.answered_at) : null,
      categoryScores: meeting.category_scores,
    })),
    learning,
    waitingScreenPassedOn: waitingPass?.passed_on ?? null,
    consents: consents.map((consent) => ({
      kind: 'sensitive_data' as const,
      version: consent.version,
      givenAt: iso(consent.given_at),
      withdrawnAt: consent.withdrawn_at ? iso(consent.withdrawn_at) : null,
    })),
    photoVerifications: verifications.map((row) => ({
      gesture: row.gesture,
      requestedAt: iso(row.requested_at),
      status: row.status,
      decidedAt: row.decided_at ? iso(row.decided_at) : null,
      refusalReason: row.refusal_reason,
      refusalNote: row.refusal_note,
    })),
    notifications: {
      preferences: notificationChoices,
      pushDevices: pushDevices.map((device) => ({
        endpoint: device.endpoint,
        subscribedAt: iso(device.created_at),
      })),
      turnReminders: turnReminders.map((reminder) => ({
        conversationId: reminder.conversation_id,
        with:
          reminder.id === null || reminder.first_name === null
            ? null
            : person(reminder.id, reminder.first_name),
        channel: reminder.channel,
        remindedAt: iso(reminder.reminded_at),
        digestedAt: reminder.digested_at ? iso(reminder.digested_at) : null,
      })),
    },
    privacy,
  };
}
