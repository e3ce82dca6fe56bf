/**
 * The add-to-set dialog (spec §2 Add-to-set modal, §5, §8 Add-to-set), shared by the dictionary
 * page and Quick Define: the card to add (word, definition, tags), tabs 'Existing Set' and
 * 'New Set' (Set Title * and an optional description), Cancel and 'Add to Set' / 'Create & Add'
 * ('Adding...' while busy). On success it says where the card went, with a link to the set.
 */
import type { DictionaryEntry } from '@app/contracts';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { tagLabel } from '../../../lib/tag-label.ts';
import { useT } from '../../../i18n/i18n.tsx';
import {
  addToSetError,
  useAddCard,
  useCreateSetWithCard,
  type AddedTo,
} from '../api/add-to-set.ts';
import { cardFromEntry, type DictionaryCard } from '../lib/card-from-entry.ts';
import { ExistingSetList } from './existing-set-list.tsx';

const TABS = ['existing', 'new'] as const;
type Tab = (typeof TABS)[number];

/** The dialog for `entry`; closed while `entry` is null. */
export function AddToSetDialog({
  entry,
  onClose,
}: {
  entry: DictionaryEntry | null;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal open={entry !== null} onClose={onClose} labelledBy={titleId}>
      {entry ? (
        <AddToSetForm
          key={entry.word}
          card={cardFromEntry(entry, t('dictionary.noDefinition'))}
          titleId={titleId}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CardPreview({ card }: { card: DictionaryCard }) {
  const t = useT();
  return (
    <dl
      className="space-y-2 rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-800"
      data-testid="card-preview"
    >
      <div>
        <dt className="font-semibold text-slate-600 dark:text-slate-400">
          {t('dictionary.addToSet.word')}
        </dt>
        <dd className="text-lg font-bold wrap-anywhere">{card.front}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600 dark:text-slate-400">
          {t('dictionary.addToSet.definition')}
        </dt>
        <dd className="wrap-anywhere">{card.back}</dd>
      </div>
      {card.tags.length > 0 ? (
        <div>
          <dt className="font-semibold text-slate-600 dark:text-slate-400">
            {t('dictionary.addToSet.tags')}
          </dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {card.tags.map((tag) => (
              <span
                key={tag}
                className="rounded-full bg-blue-600 px-2.5 py-0.5 text-xs font-semibold text-white"
              >
                {tagLabel(tag, t)}
              </span>
            ))}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function AddToSetForm({
  card,
  titleId,
  onClose,
}: {
  card: DictionaryCard;
  titleId: string;
  onClose: () => void;
}) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('existing');
  const [chosen, setChosen] = useState<{ id: string; title: string } | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedTo | null>(null);
  const create = useCreateSetWithCard();
  const addCard = useAddCard();
  const busy = create.isPending || addCard.isPending;
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const descriptionId = useId();

  const open = (next: Tab, focus = false) => {
    setTab(next);
    setFieldError(null);
    setFailure(null);
    if (focus) tabs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 'existing'
        : event.key === 'End'
          ? 'new'
          : TABS[1 - TABS.indexOf(tab)]!;
    open(next, true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (tab === 'new') {
      const trimmed = title.trim();
      if (trimmed === '') {
        setFieldError(t('dictionary.addToSet.titleRequired'));
        return;
      }
      setFieldError(null);
      try {
        setAdded(
          await create.mutateAsync({ title: trimmed, description: description.trim(), card }),
        );
      } catch (error) {
        setFailure(
          addToSetError(
            error,
            t('dictionary.addToSet.createFailed'),
            t('dictionary.addToSet.exception'),
          ),
        );
      }
      return;
    }
    if (!chosen) {
      setFieldError(t('dictionary.addToSet.selectSet'));
      return;
    }
    setFieldError(null);
    try {
      setAdded(await addCard.mutateAsync({ setId: chosen.id, title: chosen.title, card }));
    } catch (error) {
      setFailure(
        addToSetError(
          error,
          t('dictionary.addToSet.addFailed'),
          t('dictionary.addToSet.exception'),
        ),
      );
    }
  };

  const tabClass = (active: boolean) =>
    `flex-1 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
      active
        ? 'bg-white text-blue-800 shadow-sm dark:bg-slate-700 dark:text-white'
        : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
    }`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <h2 id={titleId} className="text-xl font-bold">
        {t('dictionary.addToSet.title')}
      </h2>
      <CardPreview card={card} />
      {added ? (
        <Alert tone="success">
          <p>{t('dictionary.addToSet.added', { word: card.front, set: added.title })}</p>
          <Link
            to={`/dashboard/flashcards/edit/${added.setId}`}
            onClick={onClose}
            className="mt-1 inline-block font-semibold underline"
          >
            {t('dictionary.addToSet.viewSet')}
          </Link>
        </Alert>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('dictionary.addToSet.tabsLabel')}
            onKeyDown={onTabKey}
            className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
          >
            {TABS.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`add-to-set-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`add-to-set-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => open(name)}
                className={tabClass(tab === name)}
              >
                {name === 'existing'
                  ? t('dictionary.addToSet.existing')
                  : t('dictionary.addToSet.new')}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`add-to-set-panel-${tab}`}
            aria-labelledby={`add-to-set-tab-${tab}`}
          >
            {tab === 'existing' ? (
              <ExistingSetList
                selected={chosen?.id ?? null}
                onSelect={(set) => {
                  setChosen(set);
                  setFieldError(null);
                }}
                onCreate={() => open('new', true)}
                error={fieldError}
              />
            ) : (
              <div className="space-y-3">
                <TextField
                  label={t('dictionary.addToSet.setTitle')}
                  value={title}
                  maxLength={200}
                  placeholder={t('dictionary.addToSet.setTitlePlaceholder')}
                  error={fieldError ?? undefined}
                  onChange={(event) => {
                    setTitle(event.target.value);
                    setFieldError(null);
                  }}
                />
                <div>
                  <label
                    htmlFor={descriptionId}
                    className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
                  >
                    {t('dictionary.addToSet.description')}
                  </label>
                  <textarea
                    id={descriptionId}
                    rows={2}
                    maxLength={2000}
                    value={description}
                    onChange={(event) => setDescription(event.target.value)}
                    className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                  />
                </div>
              </div>
            )}
          </div>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {added ? t('common.close') : t('common.cancel')}
        </Button>
        {added ? null : (
          <Button type="submit" disabled={busy}>
            {busy
              ? t('dictionary.addToSet.adding')
              : tab === 'new'
                ? t('dictionary.addToSet.create')
                : t('dictionary.addToSet.add')}
          </Button>
        )}
      </div>
    </form>
  );
}
