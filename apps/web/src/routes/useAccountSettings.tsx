import {
  FieldRefusal,
  toastCopy,
  type FieldErrors,
  type ImageType,
  type ProfileField,
  type SettingsScreenProps,
} from '@brand/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../app/toast';
import { avatarUrl, fetchOwnCard, type OwnCard } from '../data/account';
import { getDb } from '../data/client';
import { profileRefusal } from '../data/fieldRefusals';
import { useSessionUser } from '../session/SessionProvider';

/** The storage code (upload, remove): loaded when a photo is chosen or removed. */
const images = () => import('../data/images');

/** The account section (email, password, delete): its own chunk, with its dialog. */
const AccountSection = lazy(() => import('./AccountSection'));

/** What the Settings route's loader read for the account: the own card and a pending email. */
export interface AccountInitial {
  card?: OwnCard | null;
  newEmail?: string;
}

/**
 * The Settings screen's Profile tab beyond the profile fields: the photo (uploaded to Storage,
 * then `profiles.avatar_path`), the computed response time, the server's refusals by field,
 * and the account section (sign-in email, password, delete).
 */
export function useAccountSettings(initial: AccountInitial = {}): {
  profileForm: SettingsScreenProps['profileForm'];
  account: ReactNode;
  /** A refused profile save: true when it was shown beside its field. */
  refused: (error: unknown) => boolean;
  /** A profile save went through: the refusals shown go. */
  saved: () => void;
} {
  const user = useSessionUser();
  const [card, setCard] = useState<OwnCard | null | undefined>(initial.card);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>();
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [avatarError, setAvatarError] = useState<string>();
  const [waiting, setWaiting] = useState(initial.newEmail);
  const id = user?.id;

  useEffect(() => {
    if (!id || card !== undefined) return;
    void getDb()
      .then((db) => fetchOwnCard(db, id))
      .then(setCard, () => setCard(null));
  }, [id, card]);

  const setAvatarPath = useCallback(
    async (path: string | null) => {
      const db = await getDb();
      const { error } = await db.from('profiles').update({ avatar_path: path }).eq('id', id!);
      if (error) throw profileRefusal(error);
    },
    [id],
  );

  const chooseAvatar = async (file: File, type: ImageType) => {
    if (!id) return;
    setAvatarBusy(true);
    setAvatarError(undefined);
    const before = card?.avatarPath ?? null;
    let uploaded: string | undefined;
    let storage: Awaited<ReturnType<typeof images>> | undefined;
    try {
      storage = await images();
      uploaded = await storage.uploadImage('avatars', id, file, type);
      await setAvatarPath(uploaded);
      setCard((c) => (c ? { ...c, avatarPath: uploaded! } : c));
      if (before) await storage.removeImages('avatars', [before]);
      toast.success('Photo updated', { description: 'Your new profile photo is saved.' });
    } catch (error) {
      if (uploaded) await storage?.removeImages('avatars', [uploaded]);
      setAvatarError(error instanceof Error ? error.message : toastCopy.unexpectedError);
    } finally {
      setAvatarBusy(false);
    }
  };

  const removeAvatar = async () => {
    const before = card?.avatarPath;
    if (!id || !before) return;
    setAvatarBusy(true);
    setAvatarError(undefined);
    try {
      await setAvatarPath(null);
      setCard((c) => (c ? { ...c, avatarPath: null } : c));
      await (await images()).removeImages('avatars', [before]);
    } catch (error) {
      setAvatarError(error instanceof Error ? error.message : toastCopy.unexpectedError);
    } finally {
      setAvatarBusy(false);
    }
  };

  // The server drew this section whole; until its chunk arrives React keeps that HTML, as long
  // as the section gets no new props. So the element is the same one while what it shows is
  // the same (a new element would make React drop the server's HTML for the empty fallback).
  const email = user?.email ?? '';
  const account = useMemo(
    () => (
      <Suspense fallback={null}>
        <AccountSection email={email} userId={id} pendingEmail={waiting} onPending={setWaiting} />
      </Suspense>
    ),
    [email, id, waiting],
  );

  return {
    profileForm: {
      errors,
      responseTime: card?.responseTime,
      avatar: {
        src: avatarUrl(card?.avatarPath ?? null),
        initials: card?.initials ?? '',
        onSelect: (file, type) => void chooseAvatar(file, type),
        onRemove: () => void removeAvatar(),
        busy: avatarBusy,
        error: avatarError,
      },
    },
    account,
    refused: (error) => {
      const refusal = error instanceof FieldRefusal ? error : profileRefusal(error);
      if (!(refusal instanceof FieldRefusal) || !refusal.field) return false;
      setErrors({ [refusal.field]: refusal.message });
      toast.error('Not saved', { description: refusal.message });
      return true;
    },
    saved: () => setErrors(undefined),
  };
}
