/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import type { FieldType } from '@sangam/shared/form-messages';
import type { FormField } from '@sangam/shared/forms';
import { Panel } from '../../../components/admin/Panel.tsx';
import { fieldErrors, type DraftErrors } from '../lib/builder.ts';
import { BuilderCanvas } from './BuilderCanvas.tsx';
import { FieldEditor } from './FieldEditor.tsx';
import { Toolbox } from './Toolbox.tsx';

export type Pane = 'toolbox' | 'canvas' | 'properties';
const PANES: { id: Pane; label: string }[] = [
  { id: 'toolbox', label: 'Add Fields' },
  { id: 'canvas', label: 'Form Builder' },
  { id: 'properties', label: 'Properties' },
];

interface BuilderWorkspaceProps {
  /** The pane a phone shows (kept by the page: the tab's panel is drawn anew when the tab is opened again). */
  pane: Pane;
  onPane: (pane: Pane) => void;
  fields: FormField[];
  errors: DraftErrors | null;
  selectedId: string | null;
  onSelect: (fieldId: string | null) => void;
  /** Adds a field of this type and returns its id. */
  onAdd: (type: FieldType) => string;
  onChangeFields: (fields: FormField[]) => void;
  onDuplicate: (fieldId: string) => void;
  onDelete: (fieldId: string) => void;
}

/** The Builder tab: the field types, the canvas and the selected field's properties (one pane at a time on a phone). */
export function BuilderWorkspace({
  pane,
  onPane: setPane,
  fields,
  errors,
  selectedId,
  onSelect,
  onAdd,
  onChangeFields,
  onDuplicate,
  onDelete,
}: BuilderWorkspaceProps) {
  const selected = fields.find((f) => f.id === selectedId) ?? null;
  const messages = errors?.messages ?? {};
  const showPane = (which: Pane) => (pane === which ? 'block' : 'hidden lg:block');

  return (
    <div className="space-y-4 pt-4">
      <div
        role="group"
        aria-label="Builder parts"
        className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 lg:hidden"
      >
        {PANES.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={pane === p.id}
            onClick={() => setPane(p.id)}
            className={`min-h-11 rounded-md text-sm font-medium ${pane === p.id ? 'bg-white shadow' : 'text-slate-700'}`}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[14rem_1fr_20rem]">
        <div className={showPane('toolbox')}>
          <Panel title="Field types">
            <Toolbox
              onAdd={(type) => {
                onSelect(onAdd(type));
                setPane('canvas');
              }}
            />
          </Panel>
        </div>
        <div className={showPane('canvas')}>
          <Panel title="Form fields">
            {messages.fields && <p className="mb-2 text-sm text-red-700">{messages.fields}</p>}
            <BuilderCanvas
              fields={fields}
              selectedId={selectedId}
              errors={errors}
              onSelect={(fieldId) => {
                onSelect(fieldId);
                setPane('properties');
              }}
              onReorder={onChangeFields}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
            />
          </Panel>
        </div>
        <div className={showPane('properties')}>
          <Panel title="Properties">
            {selected ? (
              <FieldEditor
                field={selected}
                others={fields.filter((f) => f.id !== selected.id)}
                errors={fieldErrors(errors, selected.id)}
                onChange={(field) => onChangeFields(fields.map((f) => (f.id === field.id ? field : f)))}
              />
            ) : (
              <p className="text-sm text-slate-700">Choose a field on the canvas to edit it.</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
