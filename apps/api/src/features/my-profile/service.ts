import type { MyProfile, updateProfileRequest } from '@lien/contract';
import { profileMessages, serverMessages } from '@lien/contract/texts';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Database, UsersTable } from '../../db/schema';
import { HttpError } from '../../http-error';
import { selectedInterests } from '../interests/service';
import type { PhotosService } from '../photos/service';
import { encounterPreferences, updatePreference } from '../preferences/service';
import * as q from './queries';

type Db = Kysely<Database>;

/** One field of update_profile with its value, as the contract validated and cleaned it. */
export type ProfileUpdate = z.output<typeof updateProfileRequest>;

/** 'name (zipCode)', as the city picker shows a city (PRODUCT §2.2). */
export const locationText = (name: string, zipCode: string) => `${name} (${zipCode})`;

/**
 * Mon Profil (PRODUCT §2.5, §3): the member's own profile, read and edited one field at a time. Every
 * method takes the member from the session; nothing here reads or writes another member's row.
 */
export class MyProfileService {
  constructor(
    private readonly db: Db,
    private readonly photos: Pick<PhotosService, 'list'>,
  ) {}

  async myProfile(userId: number): Promise<MyProfile> {
    const [row, { photos }, interests, preferences] = await Promise.all([
      q.findProfile(this.db, userId),
      this.photos.list(userId),
      selectedInterests(this.db, userId),
      encounterPreferences(this.db, userId),
    ]);
    if (!row) throw new HttpError(404, profileMessages.notFound);
    return {
      id: row.id,
      images: photos.map(({ id, url, order }) => ({ id, url, order })),
      selectedInterests: interests,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      birthDate: row.birth_date,
      gender: row.gender,
      seeking: row.seeking,
      userLocationID: row.city_id,
      location: locationText(row.city_name, row.city_zip_code),
      jobTitle: row.job_title ?? '',
      school: row.school ?? '',
      linkedin: row.linkedin ?? '',
      bio: row.bio,
      preferences,
      role: row.role,
    };
  }

  private async setUser(userId: number, changes: Updateable<UsersTable>): Promise<void> {
    if (!(await q.updateUser(this.db, userId, changes))) {
      throw new HttpError(401, serverMessages.unauthenticated);
    }
  }

  /** Saves one field (PRODUCT §4: each edit is saved on confirm); answers the value as stored. */
  async update(userId: number, update: ProfileUpdate): Promise<unknown> {
    switch (update.field) {
      case 'firstName':
        await this.setUser(userId, { first_name: update.value });
        break;
      case 'lastName':
        await this.setUser(userId, { last_name: update.value });
        break;
      case 'phone':
        await this.setUser(userId, { phone: update.value });
        break;
      case 'birthDate':
        await this.setUser(userId, { birth_date: update.value });
        break;
      case 'gender':
        await this.setUser(userId, { gender: update.value });
        break;
      case 'seeking':
        await this.setUser(userId, { seeking: update.value });
        break;
      case 'userLocationID':
        // Cities change only through migrations: one that exists now still exists at the update.
        if (!(await q.cityExists(this.db, update.value)))
          throw new HttpError(400, serverMessages.cityUnknown);
        await this.setUser(userId, { city_id: update.value });
        break;
      // Optional texts are stored as null when emptied, as sign-up stores them.
      case 'jobTitle':
        await this.setUser(userId, { job_title: update.value || null });
        break;
      case 'school':
        await this.setUser(userId, { school: update.value || null });
        break;
      case 'linkedin':
        await this.setUser(userId, { linkedin: update.value || null });
        break;
      case 'userBio':
        await this.setUser(userId, { bio: update.value });
        break;
      default:
        await updatePreference(this.db, userId, update);
    }
    return update.value;
  }
}
