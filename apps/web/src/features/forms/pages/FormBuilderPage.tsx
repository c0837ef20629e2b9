/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FORM_MESSAGES, type FieldType } from '@sangam/shared/form-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { translate } from '../../../i18n/useT.ts';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useLeaveGuard } from '../../../lib/useLeaveGuard.ts';
import { useAdminForm } from '../api/getAdminForm.ts';
import { useSaveForm } from '../api/saveForm.ts';
import { BuilderWorkspace, type Pane } from '../components/BuilderWorkspace.tsx';
import { LivePreview } from '../components/LivePreview.tsx';
import { SettingsPanel } from '../components/SettingsPanel.tsx';
import { StylingPanel } from '../components/StylingPanel.tsx';
import {
  checkDraft,
  draftFrom,
  duplicateField,
  emptyDraft,
  newField,
  serverDraftErrors,
  type DraftErrors,
} from '../lib/builder.ts';
import { builderDraftKey, clearDraft, readDraft, writeDraft } from '../lib/draft.ts';
import type { FormDraft } from '../lib/types.ts';

/** /admin/forms/new and /admin/forms/{id}/edit. */
export function FormBuilderPage() {
  const { id } = useParams();
  const stored = useAdminForm(id);
  if (!id) return <Builder key="new" baseline={emptyDraft()} />;
  if (stored.data) return <Builder key={id} id={id} baseline={draftFrom(stored.data)} />;
  if (stored.isError) {
    return (
      <LoadError
        message="Failed to fetch form data"
        onRetry={() => void stored.refetch()}
        error={stored.error}
        retrying={stored.isFetching}
      />
    );
  }
  return <PageStatus text="Loading form..." />;
}

type Tab = 'builder' | 'settings' | 'styling';

function Builder({ id, baseline }: { id?: string; baseline: FormDraft }) {
  const navigate = useNavigate();
  const save = useSaveForm();
  const draftKey = builderDraftKey(id);
  const [saved, setSaved] = useState(() => JSON.stringify(baseline));
  const kept = useMemo(() => readDraft<FormDraft>(draftKey), [draftKey]);
  const restorable = kept && JSON.stringify(kept) !== saved ? kept : null;
  const [draft, setDraftState] = useState<FormDraft>(restorable ?? baseline);
  const [restored, setRestored] = useState(Boolean(restorable));
  const [tab, setTab] = useState<Tab>('builder');
  const [pane, setPane] = useState<Pane>('toolbox');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const dirty = JSON.stringify(draft) !== saved;

  const setDraft = (next: FormDraft) => {
    setDraftState(next);
    writeDraft(draftKey, next);
    if (errors) {
      const check = checkDraft(next);
      setErrors('errors' in check ? check.errors : null);
    }
  };

  // Unsaved edits are asked about before leaving; the draft is in localStorage either way.
  const guard = useLeaveGuard(dirty);

  const addField = (type: FieldType) => {
    const field = newField(type);
    setDraft({ ...draft, fields: [...draft.fields, field] });
    return field.id;
  };
  const duplicate = (fieldId: string) => {
    const index = draft.fields.findIndex((f) => f.id === fieldId);
    const original = draft.fields[index];
    if (!original) return;
    const copy = duplicateField(original);
    const fields = [...draft.fields];
    fields.splice(index + 1, 0, copy);
    setDraft({ ...draft, fields });
    setSelectedId(copy.id);
  };
  const remove = (fieldId: string) => {
    setDraft({ ...draft, fields: draft.fields.filter((f) => f.id !== fieldId) });
    if (selectedId === fieldId) setSelectedId(null);
  };

  const onSave = () => {
    setFailure(null);
    const check = checkDraft(draft);
    if ('errors' in check) {
      setErrors(check.errors);
      return;
    }
    setErrors(null);
    save.mutate(
      { id, form: check.form },
      {
        onSuccess: () => {
          clearDraft(draftKey);
          setSaved(JSON.stringify(draft));
          void navigate('/admin/forms');
        },
        onError: (error) => {
          setFailure(messageOr(error, 'Failed to save form'));
          if (isApiError(error) && error.fields) setErrors(serverDraftErrors(draft, error.fields));
        },
      },
    );
  };

  const canPreview = draft.title.trim() !== '' && draft.fields.length > 0;
  const openPreview = () => {
    const check = checkDraft(draft);
    const data = encodeURIComponent(JSON.stringify('form' in check ? check.form : draft));
    window.open(`/forms/preview?data=${data}`, '_blank', 'noopener');
  };

  const messages = errors?.messages ?? {};
  const builderTab = (
    <BuilderWorkspace
      pane={pane}
      onPane={setPane}
      fields={draft.fields}
      errors={errors}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onAdd={addField}
      onChangeFields={(fields) => setDraft({ ...draft, fields })}
      onDuplicate={duplicate}
      onDelete={remove}
    />
  );

  return (
    <>
      <AdminPageHeader title={id ? 'Edit Form' : 'Create New Form'}>
        <Button variant="secondary" onClick={() => guard.leave('/admin/forms')}>
          Cancel
        </Button>
        <Button variant="secondary" disabled={!canPreview} onClick={openPreview}>
          Preview
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Form'}
        </Button>
      </AdminPageHeader>
      <div className="space-y-4">
        {restored && (
          <Alert tone="info">
            Your unsaved changes from last time were restored.{' '}
            <button
              type="button"
              className="min-h-11 font-semibold underline"
              onClick={() => {
                setDraftState(baseline);
                clearDraft(draftKey);
                setRestored(false);
              }}
            >
              Discard them
            </button>
          </Alert>
        )}
        {errors && !failure && <Alert>{translate(FORM_MESSAGES.fixBeforeSaving)}</Alert>}
        {failure && <Alert>{failure}</Alert>}
        <Panel title="Form details">
          <div className="space-y-3">
            <TextField
              label="Form title"
              value={draft.title}
              error={messages.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
            <TextAreaField
              label="Description"
              rows={2}
              value={draft.description ?? ''}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
          </div>
        </Panel>
        <Tabs<Tab>
          label="Form builder"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'builder', label: 'Builder', panel: builderTab },
            {
              id: 'settings',
              label: 'Settings',
              panel: (
                <div className="pt-4">
                  <SettingsPanel draft={draft} errors={messages} onChange={setDraft} />
                </div>
              ),
            },
            {
              id: 'styling',
              label: 'Styling',
              panel: (
                <div className="pt-4">
                  <StylingPanel draft={draft} onChange={setDraft} />
                </div>
              ),
            },
          ]}
        />
        <LivePreview draft={draft} />
      </div>
      <ConfirmDialog
        open={guard.asking}
        title="Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={guard.proceed}
        onCancel={guard.stay}
      >
        You have unsaved changes. They are kept as a draft in this browser, but are not saved to the form.
      </ConfirmDialog>
    </>
  );
}
