import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';

interface SignaturePadProps {
  id: string;
  value: string;
  onChange: (dataUrl: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

const HEIGHT = 160;
const smallButton =
  'min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** A signature drawn with a finger, pen or mouse; stored as a PNG data URL (the server keeps it as an image). */
export function SignaturePad({ id, value, onChange, describedBy, invalid }: SignaturePadProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);
  const [typed, setTyped] = useState('');
  const typedId = useId();

  // Sized to its box once, at the screen's pixel density, so lines stay sharp; a kept draft is painted back.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth || 300;
    element.width = width * ratio;
    element.height = HEIGHT * ratio;
    context.scale(ratio, ratio);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    if (value) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0, width, HEIGHT);
      image.src = value;
      drawn.current = true;
    }
    // Only on mount: later values came from this canvas.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  // Drawing needs a pointer; a keyboard or screen-reader user signs by typing their name, drawn as an image.
  const typeSignature = () => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !typed.trim()) return;
    const ratio = window.devicePixelRatio || 1;
    context.clearRect(0, 0, element.width, element.height);
    context.font = 'italic 32px "Segoe Script", "Brush Script MT", cursive';
    context.fillStyle = '#0f172a';
    context.fillText(typed.trim(), 16, HEIGHT / 2 + 10, element.width / ratio - 32);
    drawn.current = true;
    onChange(element.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    drawn.current = false;
    onChange('');
  };

  return (
    <div>
      <canvas
        id={id}
        ref={canvas}
        role="img"
        aria-label={value ? t('forms.signature.yours') : t('forms.signature.box')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={`block h-40 w-full touch-none rounded-lg border bg-white ${invalid ? 'border-red-600' : 'border-slate-400'}`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      {/* The typed name takes a row of its own on a phone, with the two buttons under it. */}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={typedId} className="mb-1 block text-sm text-slate-700">
            {t('forms.signature.typeLabel')}
          </label>
          <input
            id={typedId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base"
          />
        </div>
        <button type="button" onClick={typeSignature} className={smallButton}>
          {t('forms.signature.signTyped')}
        </button>
        <button type="button" onClick={clear} className={smallButton}>
          {t('forms.signature.clear')}
        </button>
      </div>
    </div>
  );
}
