import { callerId, getDb } from './client';
import type { Db } from './db';

/*
 * Opening a conversation from a profile or a job: apart from ./conversations (the messages
 * screen's data), so those pages do not load the list's and the thread's code.
 */

/**
 * The conversation between the caller and `otherUserId` (about `jobId`, if given), created
 * when there is none yet. Resolves with its id.
 */
export async function openConversation(
  otherUserId: string,
  jobId?: string,
  db?: Db,
): Promise<string> {
  const client = db ?? (await getDb());
  await callerId(client, 'Sign in to send a message.');
  const { data, error } = await client.rpc('start_conversation', {
    other_user: otherUserId,
    ...(jobId ? { about_job: jobId } : {}),
  });
  if (error) throw error;
  if (!data) throw new Error('The conversation could not be opened.');
  return data;
}
