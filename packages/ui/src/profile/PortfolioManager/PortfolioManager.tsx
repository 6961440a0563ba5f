'use client';

import {
  AlertDialog,
  Button,
  Callout,
  Dialog,
  Spinner,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { checkImageFile, imageRule, type ImageType } from '../../domain/images';
import {
  FieldRefusal,
  portfolioLimits,
  validatePortfolioItem,
  type FieldErrors,
  type PortfolioDraft,
  type PortfolioField,
} from '../../domain/profileEdit';
import type { PortfolioItem } from '../../domain/types';
import { formatNumber } from '../../domain/format';
import { CharacterCount } from '../../primitives/CharacterCount/CharacterCount';
import { cx } from '../../internal/cx';
import { Field, Icon } from '../../primitives';
import { PortfolioCard } from '../PortfolioCard/PortfolioCard';
import * as styles from './PortfolioManager.css';

/** A picture chosen in the form that passed the checks (its bytes say PNG, JPEG or WebP). */
export interface PortfolioImageChoice {
  file: File;
  type: ImageType;
}

export interface PortfolioManagerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The person's projects, in their order. */
  items: PortfolioItem[];
  /**
   * 'Add project' or 'Save project' with fields within their limits. `id` is the item edited
   * (none: a new one); `image` is a new picture, `null` to remove it, or left out to keep it.
   * Rejecting with a `FieldRefusal` shows its words beside that field; any other rejection shows
   * its message in the form. The form closes when it resolves.
   */
  onSave: (
    draft: PortfolioDraft,
    image: PortfolioImageChoice | null | undefined,
    id?: string,
  ) => Promise<unknown>;
  /** 'Delete project', after confirming. */
  onDelete: (id: string) => Promise<unknown>;
  /** 'Move earlier' (-1) or 'Move later' (1). */
  onMove: (id: string, by: -1 | 1) => Promise<unknown>;
  /** The most projects a person may have. Default 50. */
  maxItems?: number;
  ref?: Ref<HTMLDivElement>;
}

const errorIcon = <Icon name="alertCircle" size={14} />;
const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Check your connection and try again.';

interface FormState {
  open: boolean;
  /** The item edited; none when adding. */
  item?: PortfolioItem;
}

/**
 * One's own portfolio, managed: 'Add project' (also the empty state's button), and on each
 * project 'Edit', 'Move earlier', 'Move later' and 'Delete'. The form checks every limit (title,
 * description, link, picture by its bytes) before handing anything to the app.
 */
export function PortfolioManager({
  items,
  onSave,
  onDelete,
  onMove,
  maxItems = portfolioLimits.items,
  className,
  ...rest
}: PortfolioManagerProps) {
  const [form, setForm] = useState<FormState>({ open: false });
  const [busyId, setBusyId] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const full = items.length >= maxItems;

  const run = async (id: string, action: () => Promise<unknown>) => {
    if (busyId) return;
    setBusyId(id);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusyId(undefined);
    }
  };

  const addButton = (
    <Button
      type="button"
      size="3"
      disabled={full}
      onClick={() => setForm({ open: true })}
      data-slot="portfolio-add"
    >
      <Icon name="plus" />
      Add project
    </Button>
  );

  return (
    <div data-slot="portfolio-manager" className={cx(styles.root, className)} {...rest}>
      {items.length === 0 ? (
        <div className={styles.empty} data-slot="profile-empty">
          <Text as="p" size="2" className={styles.muted}>
            You have not added any projects yet. Add your best work, each with a picture, a short
            description and a link, so clients can see what you do.
          </Text>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.bar}>
            <Text as="p" size="2" className={styles.muted}>
              {full
                ? `You have ${maxItems} projects, the most a portfolio holds. Delete one to add another.`
                : `${items.length} of ${maxItems} projects. The first ones show first.`}
            </Text>
            {addButton}
          </div>
          {problem ? (
            <Callout.Root color="red" role="alert">
              <Callout.Icon>{errorIcon}</Callout.Icon>
              <Callout.Text>{problem}</Callout.Text>
            </Callout.Root>
          ) : null}
          <ul className={styles.grid} aria-label="Your projects">
            {items.map((item, index) => {
              const busy = busyId === item.id;
              return (
                <li key={item.id} className={styles.item} aria-busy={busy || undefined}>
                  <PortfolioCard item={item} />
                  <div className={styles.controls}>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      highContrast
                      aria-label={`Edit ${item.title}`}
                      disabled={Boolean(busyId)}
                      onClick={() => setForm({ open: true, item })}
                    >
                      Edit
                    </Button>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      color="gray"
                      aria-label={`Move earlier: ${item.title}`}
                      disabled={Boolean(busyId) || index === 0}
                      onClick={() => void run(item.id, () => onMove(item.id, -1))}
                    >
                      Move earlier
                    </Button>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      color="gray"
                      aria-label={`Move later: ${item.title}`}
                      disabled={Boolean(busyId) || index === items.length - 1}
                      onClick={() => void run(item.id, () => onMove(item.id, 1))}
                    >
                      Move later
                    </Button>
                    <DeleteButton
                      title={item.title}
                      disabled={Boolean(busyId)}
                      busy={busy}
                      onConfirm={() => run(item.id, () => onDelete(item.id))}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {form.open ? (
        <PortfolioItemDialog
          key={form.item?.id ?? 'new'}
          item={form.item}
          onClose={() => setForm({ open: false })}
          onSave={onSave}
        />
      ) : null}
    </div>
  );
}

function DeleteButton({
  title,
  disabled,
  busy,
  onConfirm,
}: {
  title: string;
  disabled: boolean;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button
          type="button"
          size="1"
          variant="soft"
          color="red"
          highContrast
          aria-label={`Delete ${title}`}
          disabled={disabled}
        >
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="26rem">
        <AlertDialog.Title>Delete this project?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          “{title}” and its picture are removed from your portfolio.
        </AlertDialog.Description>
        <div className={styles.footer} style={{ marginTop: 16 }}>
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep it
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" highContrast onClick={() => void onConfirm()}>
              Delete project
            </Button>
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** The project form, in a dialog: title, description, link and picture. */
export function PortfolioItemDialog({
  item,
  onClose,
  onSave,
}: {
  /** The project edited; none when adding. */
  item?: PortfolioItem;
  /** Cancel, Escape, or a save that went through: the app closes the dialog. */
  onClose: () => void;
  /** The checked fields and picture, as `PortfolioManager`'s `onSave` takes them. */
  onSave: PortfolioManagerProps['onSave'];
}) {
  const [draft, setDraft] = useState<PortfolioDraft>({
    title: item?.title ?? '',
    description: item?.description ?? '',
    link: item?.link ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<PortfolioField>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** undefined: keep; null: remove; a choice: upload. */
  const [image, setImage] = useState<PortfolioImageChoice | null | undefined>(undefined);
  const [preview, setPreview] = useState<string | undefined>(item?.image || undefined);
  const objectUrl = useRef<string>(undefined);
  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const edit = (field: keyof PortfolioDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = await checkImageFile(file);
    if (!check.ok) {
      setErrors((e) => ({ ...e, image: check.message }));
      return;
    }
    setErrors(({ image: _gone, ...rest }) => rest);
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = URL.createObjectURL(file);
    setPreview(objectUrl.current);
    setImage({ file, type: check.type });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const found = validatePortfolioItem(draft);
    if (errors.image) found.image = errors.image;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await onSave(
        {
          title: draft.title.trim(),
          description: draft.description.trim(),
          link: draft.link.trim(),
        },
        image,
        item?.id,
      );
      onClose();
    } catch (error) {
      if (error instanceof FieldRefusal && error.field) {
        setErrors({ [error.field as PortfolioField]: error.message });
      } else {
        setProblem(messageOf(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Content maxWidth="34rem" aria-busy={busy || undefined}>
        <Dialog.Title>{item ? 'Edit project' : 'Add a project'}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          A picture, a title, what you did and a link to the work.
        </Dialog.Description>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          {problem ? (
            <Callout.Root color="red" role="alert">
              <Callout.Icon>{errorIcon}</Callout.Icon>
              <Callout.Text>{problem}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Field
            label="Title"
            required
            hint={`Up to ${portfolioLimits.title} characters.`}
            error={errors.title}
            errorIcon={errorIcon}
          >
            {(control) => (
              <TextField.Root
                {...control}
                size="3"
                value={draft.title}
                onChange={(e) => edit('title', e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Description"
            required
            hint={`Up to ${formatNumber(portfolioLimits.description)} characters.`}
            error={errors.description}
            errorIcon={errorIcon}
          >
            {(control) => (
              <>
                <TextArea
                  {...control}
                  size="3"
                  rows={4}
                  resize="vertical"
                  value={draft.description}
                  onChange={(e) => edit('description', e.target.value)}
                />
                <CharacterCount
                  count={draft.description.length}
                  limit={portfolioLimits.description}
                />
              </>
            )}
          </Field>
          <Field
            label="Link"
            hint="Optional: a web address starting with https://."
            error={errors.link}
            errorIcon={errorIcon}
          >
            {(control) => (
              <TextField.Root
                {...control}
                size="3"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.link}
                onChange={(e) => edit('link', e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Picture"
            hint={`Optional: ${imageRule}`}
            error={errors.image}
            errorIcon={errorIcon}
            announce="alert"
          >
            {(control) => (
              <>
                {preview ? <img src={preview} alt="" className={styles.preview} /> : null}
                <input
                  {...control}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className={styles.fileInput}
                  onChange={(e) => void choose(e.currentTarget)}
                />
                {preview ? (
                  <div>
                    <Button
                      type="button"
                      size="1"
                      variant="ghost"
                      color="gray"
                      onClick={() => {
                        setPreview(undefined);
                        setImage(item?.image ? null : undefined);
                      }}
                    >
                      Remove picture
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </Field>
          <div className={styles.footer}>
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" size="3" disabled={busy}>
              {busy ? <Spinner size="2" /> : null}
              {busy ? 'Saving...' : item ? 'Save project' : 'Add project'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
