import {
  FieldRefusal,
  portfolioConstraintFields,
  profileConstraintFields,
  type PortfolioField,
  type ProfileField,
} from '@brand/ui';

/*
 * The database's refusals of profile and portfolio fields, made into `FieldRefusal`s the forms
 * show beside their field: a broken check is 23514 with the constraint's name as `details`
 * (supabase/README.md maps each to its field) and the problem in words as `message`.
 */

interface PostgrestLike {
  code?: string;
  message?: string;
  details?: string | null;
}

const asPostgrest = (error: unknown): PostgrestLike =>
  typeof error === 'object' && error !== null ? (error as PostgrestLike) : {};

/** A profile save's refusal, for its field; other failures pass through unchanged. */
export function profileRefusal(error: unknown): unknown {
  const { code, message, details } = asPostgrest(error);
  // A rate too large for the column itself fails before the check: the same field and words.
  if (code === '22003')
    return new FieldRefusal<ProfileField>(
      'Hourly rate must be between $0 and $10,000.',
      'hourlyRate',
    );
  if (code === '22P02' && /numeric/i.test(message ?? ''))
    return new FieldRefusal<ProfileField>(
      'Hourly rate must be a number of dollars, like 85 or 42.50.',
      'hourlyRate',
    );
  const field = details ? profileConstraintFields[details] : undefined;
  if (field && message) return new FieldRefusal<ProfileField>(message, field);
  return error;
}

/** A portfolio save's refusal, for its field (or the form: PFMAX, the 51st item). */
export function portfolioRefusal(error: unknown): unknown {
  const { code, message, details } = asPostgrest(error);
  if (code === 'PFMAX')
    return new FieldRefusal<PortfolioField>(
      message || 'A portfolio holds at most 50 projects. Delete one to add another.',
    );
  const field = details ? portfolioConstraintFields[details] : undefined;
  if (field && message) return new FieldRefusal<PortfolioField>(message, field);
  return error;
}
