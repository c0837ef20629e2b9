/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useEffect, useId, useMemo, useState } from 'react';
import { NEWS_LIMITS, NEWS_MESSAGES } from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { fileProblem } from '../lib/newsForm.ts';
import { say, useT } from '../../../i18n/useT.ts';

export type ImageErrors = { image?: string; images?: string };

/** The News form's pictures: the main image and the additional ones (kept, added, removed), and their errors. */
export function useNewsImages(item: NewsItem | null) {
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [kept, setKept] = useState(() =>
    (item?.imageIds ?? []).map((id, index) => ({ id, url: item!.images[index]! })),
  );
  const [added, setAdded] = useState<File[]>([]);
  const [errors, setErrors] = useState<ImageErrors>({});

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    setErrors(({ image: _, ...rest }) => (problem ? { ...rest, image: problem } : rest));
    if (!problem) setImage(file);
  };

  const pickImages = (files: File[]) => {
    const problem = files.map(fileProblem).find(Boolean);
    if (problem) {
      setErrors((current) => ({ ...current, images: problem }));
      return;
    }
    if (kept.length + added.length + files.length > NEWS_LIMITS.additionalImagesMax) {
      setErrors((current) => ({ ...current, images: NEWS_MESSAGES.tooManyImages }));
      return;
    }
    setErrors(({ images: _, ...rest }) => rest);
    setAdded((current) => [...current, ...files]);
  };

  /** Adds the files and what happens to the stored pictures to a save's body. */
  const appendTo = (body: FormData) => {
    if (image) body.append('image', image);
    for (const file of added) body.append('images', file);
    if (item) {
      body.append('keepImages', JSON.stringify(kept.map((k) => k.id)));
      if (removeImage && !image) body.append('removeImage', 'true');
    }
  };

  return {
    item,
    image,
    storedImage: item?.image && !removeImage ? item.image : null,
    kept,
    added,
    errors,
    setErrors,
    pickImage,
    pickImages,
    removeMain: () => {
      setImage(null);
      setRemoveImage(true);
    },
    dropKept: (id: string) => setKept((list) => list.filter((x) => x.id !== id)),
    dropAdded: (index: number) => setAdded((list) => list.filter((_, i) => i !== index)),
    appendTo,
  };
}

export type NewsImages = ReturnType<typeof useNewsImages>;

function Preview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="size-20 rounded-lg object-cover" />;
}

const removeButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:bg-red-50';

/** The main image and the additional images of the News form. */
export function NewsImageFields({ images }: { images: NewsImages }) {
  useT(); // the messages below redraw in the language shown
  const ids = { image: useId(), images: useId() };
  const { image, storedImage, kept, added, errors } = images;
  return (
    <>
      <div className="space-y-2">
        <label htmlFor={ids.image} className="block text-sm font-medium text-slate-800">
          Main image
        </label>
        <div className="flex flex-wrap items-center gap-3">
          {image ? (
            <Preview file={image} />
          ) : (
            storedImage && <img src={storedImage} alt="" className="size-20 rounded-lg object-cover" />
          )}
          {(image || storedImage) && (
            <button type="button" className={removeButton} onClick={images.removeMain}>
              Remove image
            </button>
          )}
        </div>
        <input
          id={ids.image}
          type="file"
          accept="image/*"
          className="block min-h-11 w-full text-base"
          onChange={(e) => {
            images.pickImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {errors.image && <p className="text-sm text-red-700">{say(errors.image)}</p>}
      </div>

      <div className="space-y-2">
        <label htmlFor={ids.images} className="block text-sm font-medium text-slate-800">
          Additional images ({kept.length + added.length}/{NEWS_LIMITS.additionalImagesMax})
        </label>
        {(kept.length > 0 || added.length > 0) && (
          <ul className="flex flex-wrap gap-3">
            {kept.map((k) => (
              <li key={k.id} className="flex flex-col items-start">
                <img src={k.url} alt="" className="size-20 rounded-lg object-cover" />
                <button type="button" className={removeButton} onClick={() => images.dropKept(k.id)}>
                  Remove
                </button>
              </li>
            ))}
            {added.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex flex-col items-start">
                <Preview file={file} />
                <button type="button" className={removeButton} onClick={() => images.dropAdded(index)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={ids.images}
          type="file"
          accept="image/*"
          multiple
          disabled={kept.length + added.length >= NEWS_LIMITS.additionalImagesMax}
          className="block min-h-11 w-full text-base"
          onChange={(e) => {
            images.pickImages([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <p className="text-sm text-slate-600">Images only, up to 10MB each.</p>
        {errors.images && <p className="text-sm text-red-700">{say(errors.images)}</p>}
      </div>
    </>
  );
}
