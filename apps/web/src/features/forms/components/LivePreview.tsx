/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState } from 'react';
import type { Answers } from '@sangam/shared/form-logic';
import type { FormDraft } from '../lib/types.ts';
import { DeviceSwitch, deviceWidth, type Device } from './DeviceSwitch.tsx';
import { FormView } from './FormView.tsx';

/** The builder's live preview of the draft on a phone, tablet or desktop width. */
export function LivePreview({ draft }: { draft: FormDraft }) {
  const [device, setDevice] = useState<Device>('desktop');
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <section aria-labelledby="device-preview" className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="device-preview" className="text-lg font-semibold text-slate-900">
          Live preview
        </h2>
        <DeviceSwitch value={device} onChange={setDevice} />
      </div>
      <div className={`mx-auto w-full ${deviceWidth(device)}`}>
        {draft.fields.length > 0 ? (
          <FormView
            form={{ ...draft, title: draft.title || 'Untitled form' }}
            answers={answers}
            onAnswersChange={setAnswers}
            onSubmit={async () => undefined}
            uploadPath={null}
          />
        ) : (
          <p className="p-4 text-center text-sm text-slate-700">Add a field to see the form here.</p>
        )}
      </div>
    </section>
  );
}
