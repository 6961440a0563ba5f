import type { PortfolioDraft, PortfolioImageChoice } from '@brand/ui';
import { getDb } from './client';
import type { TablesInsert } from './database.types';
import { removeImages, uploadImage } from './images';
import { portfolioRefusal } from './fieldRefusals';

/*
 * One's own portfolio: `portfolio_items` rows (RLS: only the owner writes), their pictures in
 * the `portfolio` bucket under the owner's folder, and `reorder_portfolio` for the order. A
 * refusal comes back as a `FieldRefusal` for its field (or PFMAX for the form).
 */

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

async function imagePathOf(id: string): Promise<string | null> {
  const db = await getDb();
  const { data } = await db.from('portfolio_items').select('image_path').eq('id', id).maybeSingle();
  return data?.image_path ?? null;
}

/**
 * Adds (no `id`) or changes a project. `image`: a new picture, null to remove it, undefined to
 * keep it. A new picture is uploaded first; if the row is refused it is removed again, and a
 * replaced picture is removed once the row points at the new one.
 */
export async function savePortfolioItem(
  userId: string,
  draft: PortfolioDraft,
  image: PortfolioImageChoice | null | undefined,
  id?: string,
): Promise<void> {
  const db = await getDb();
  const uploaded = image
    ? await uploadImage('portfolio', userId, image.file, image.type)
    : undefined;
  const before = id && image !== undefined ? await imagePathOf(id) : null;
  const values = {
    title: draft.title,
    description: draft.description,
    link: optional(draft.link),
    ...(image === undefined ? {} : { image_path: uploaded ?? null, image: null }),
  };
  const { error } = id
    ? await db.from('portfolio_items').update(values).eq('id', id)
    : // No position: the database puts a new item last (a BEFORE INSERT trigger).
      await db
        .from('portfolio_items')
        .insert({ ...values, owner_id: userId } as TablesInsert<'portfolio_items'>);
  if (error) {
    if (uploaded) await removeImages('portfolio', [uploaded]);
    throw portfolioRefusal(error);
  }
  if (before) await removeImages('portfolio', [before]);
}

/** Deletes a project and its picture. */
export async function deletePortfolioItem(id: string): Promise<void> {
  const db = await getDb();
  const path = await imagePathOf(id);
  const { error } = await db.from('portfolio_items').delete().eq('id', id);
  if (error) throw error;
  if (path) await removeImages('portfolio', [path]);
}

/** Moves a project one place earlier (-1) or later (1) in `order` (all the person's ids). */
export async function movePortfolioItem(order: string[], id: string, by: -1 | 1): Promise<void> {
  const from = order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return;
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  const db = await getDb();
  const { error } = await db.rpc('reorder_portfolio', { items: next });
  if (error) throw error;
}
