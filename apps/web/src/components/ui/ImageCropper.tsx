import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import { Spinner } from './Spinner.tsx';
import { say, useT } from '../../i18n/useT.ts';

const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

export type CropShape = 'rect' | 'round';

interface ImageCropperProps {
  /** The picked image (an object URL or data URL); null closes the dialog. */
  image: string | null;
  /** Width / height: 1 for profile photos, 16 / 9 for listing images. */
  aspect?: number;
  cropShape?: CropShape;
  title?: string;
  /** Applying runs the caller's compression; the buttons wait for it. */
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  /** The chosen area in pixels of the original image. */
  onApply: (area: Area) => void;
}

/** Drag (or arrow keys) to move, pinch, wheel or the slider to zoom; Apply hands back the area. */
export function ImageCropper({
  image,
  aspect = 1,
  cropShape = 'rect',
  title,
  busy = false,
  error,
  onCancel,
  onApply,
}: ImageCropperProps) {
  const t = useT();
  return (
    <Modal
      open={image !== null}
      title={title ?? t('common.image.cropTitle')}
      onClose={busy ? () => undefined : onCancel}
    >
      {/* Keyed by image so every new picture starts centred at zoom 1. */}
      {image && (
        <CropperBody
          key={image}
          image={image}
          aspect={aspect}
          cropShape={cropShape}
          busy={busy}
          error={error}
          onCancel={onCancel}
          onApply={onApply}
        />
      )}
    </Modal>
  );
}

type BodyProps = Required<Pick<ImageCropperProps, 'aspect' | 'cropShape' | 'busy' | 'onCancel' | 'onApply'>> & {
  image: string;
  error?: string | null;
};

function CropperBody({ image, aspect, cropShape, busy, error, onCancel, onApply }: BodyProps) {
  const t = useT();
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <div>
      <div className="relative h-64 w-full overflow-hidden rounded-lg bg-slate-900 sm:h-80">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          aspect={aspect}
          cropShape={cropShape}
          showGrid={cropShape === 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          disableAutomaticStylesInjection
        />
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('common.image.cropHelp')}</p>
      <div className="mt-3">
        <label htmlFor={zoomId} className="block text-sm font-medium text-slate-800">
          {t('common.image.zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          aria-valuetext={t('common.image.zoomTimes', { zoom: zoom.toFixed(1) })}
          className="mt-1 h-11 w-full accent-brand-700"
        />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {say(error)}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.action.cancel')}
        </Button>
        <Button onClick={() => area && onApply(area)} disabled={busy || !area}>
          {busy && <Spinner className="size-4" />}
          {busy ? t('common.action.processing') : t('common.action.apply')}
        </Button>
      </div>
    </div>
  );
}
