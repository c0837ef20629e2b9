/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import type { FormField } from '@sangam/shared/forms';
import { FIELD_TYPE_LABELS, fieldErrors, type DraftErrors } from '../lib/builder.ts';

interface BuilderCanvasProps {
  fields: FormField[];
  selectedId: string | null;
  errors: DraftErrors | null;
  onSelect: (id: string) => void;
  onReorder: (fields: FormField[]) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}

const small =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40';

/**
 * The form's fields in order. Reordered by dragging the handle (mouse, touch, or keyboard: Space to lift, the
 * arrow keys to move, Space to drop), or with the Move up / Move down buttons.
 */
export function BuilderCanvas({
  fields,
  selectedId,
  errors,
  onSelect,
  onReorder,
  onDuplicate,
  onDelete,
}: BuilderCanvasProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => f.id === active.id);
    const to = fields.findIndex((f) => f.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(fields, from, to));
  };

  const move = (index: number, by: number) => onReorder(arrayMove(fields, index, index + by));

  if (fields.length === 0) {
    return (
      <p className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        No fields yet. Add one from the field types.
      </p>
    );
  }

  const label = (field: FormField) => field.label || FIELD_TYPE_LABELS[field.type];
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To move a field, press Space, use the arrow keys, then press Space again to drop it.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(fields, active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${labelOf(fields, active.id)} is over position ${indexOf(fields, over.id) + 1}.` : '',
          onDragEnd: ({ active, over }) =>
            over ? `${labelOf(fields, active.id)} dropped at position ${indexOf(fields, over.id) + 1}.` : '',
          onDragCancel: ({ active }) => `Moving ${labelOf(fields, active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label="Form fields">
          {fields.map((field, index) => (
            <SortableField
              key={field.id}
              field={field}
              title={label(field)}
              selected={field.id === selectedId}
              invalid={fieldErrors(errors, field.id).length > 0}
              onSelect={() => onSelect(field.id)}
              actions={
                <>
                  <button
                    type="button"
                    className={small}
                    aria-label={`Move up: ${label(field)}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={`Move down: ${label(field)}`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={`Duplicate: ${label(field)}`}
                    onClick={() => onDuplicate(field.id)}
                  >
                    <Icon>
                      <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
                    </Icon>
                  </button>
                  <button
                    type="button"
                    className={`${small} text-red-700`}
                    aria-label={`Delete: ${label(field)}`}
                    onClick={() => onDelete(field.id)}
                  >
                    <TrashIcon />
                  </button>
                </>
              }
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

const indexOf = (fields: FormField[], id: string | number) => fields.findIndex((f) => f.id === id);
const labelOf = (fields: FormField[], id: string | number) => {
  const field = fields[indexOf(fields, id)];
  return field ? field.label || FIELD_TYPE_LABELS[field.type] : 'the field';
};

function SortableField({
  field,
  title,
  selected,
  invalid,
  onSelect,
  actions,
}: {
  field: FormField;
  title: string;
  selected: boolean;
  invalid: boolean;
  onSelect: () => void;
  actions: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
  });
  return (
    <li
      ref={setNodeRef}
      data-field-id={field.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-1 rounded-xl border bg-white p-1 ${
        selected ? 'border-brand-600 ring-2 ring-brand-200' : invalid ? 'border-red-500' : 'border-slate-200'
      } ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder: ${title}`}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        ⠿
      </button>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        className="min-h-11 min-w-0 flex-1 rounded-lg px-2 text-left hover:bg-slate-50"
      >
        <span className="block truncate text-base font-medium text-slate-900">
          {title}
          {field.required && <span className="text-red-700"> *</span>}
        </span>
        <span className="block text-sm text-slate-600">
          {FIELD_TYPE_LABELS[field.type]}
          {field.conditional?.enabled ? ' · conditional' : ''}
          {invalid ? ' · needs attention' : ''}
        </span>
      </button>
      {/* Under the label on a phone, beside it from the small-tablet size up. */}
      <div className="flex w-full shrink-0 justify-end sm:w-auto">{actions}</div>
    </li>
  );
}
