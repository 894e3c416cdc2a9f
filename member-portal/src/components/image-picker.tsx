import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { CheckIcon, CrossIcon, UserIcon } from './icons';

export const CROP_JPEG_QUALITY = 0.95;
export const CROP_FILE_NAME = 'profile.jpg';
/** Largest side of the cropped photo sent to the API (the API keeps at most 1024 px). */
const OUTPUT_MAX = 800;

type CropperInstance = NonNullable<ReactCropperElement['cropper']>;
const STEP = 10;
type ToolKey = 'zoomIn' | 'zoomOut' | 'moveLeft' | 'moveRight' | 'moveUp' | 'moveDown';
const TOOLS: { key: ToolKey; symbol: string; run: (c: CropperInstance | undefined) => void }[] = [
  { key: 'zoomIn', symbol: '+', run: (c) => c?.zoom(0.1) },
  { key: 'zoomOut', symbol: '−', run: (c) => c?.zoom(-0.1) },
  { key: 'moveLeft', symbol: '←', run: (c) => c?.move(-STEP, 0) },
  { key: 'moveRight', symbol: '→', run: (c) => c?.move(STEP, 0) },
  { key: 'moveUp', symbol: '↑', run: (c) => c?.move(0, -STEP) },
  { key: 'moveDown', symbol: '↓', run: (c) => c?.move(0, STEP) },
];

/** What a form may ask of the picker before it submits. */
export interface ImagePickerHandle {
  /**
   * Takes the crop still open (a photo chosen but not yet confirmed with "Use this photo") as the member's choice,
   * as if they had pressed it, and gives the cropped file; null when no crop is open.
   */
  finish: () => Promise<File | null>;
}

interface ImagePickerProps {
  ref?: Ref<ImagePickerHandle>;
  /** Called with the cropped JPEG (profile.jpg), or null when cleared. */
  onChange: (file: File | null) => void;
  /** Current picture to show before a new one is chosen. */
  currentUrl?: string | null;
  /** Size of the crop box and preview in CSS pixels (default 150, registration 200). */
  boxSize?: number;
  label?: string;
  error?: string;
  required?: boolean;
  /** Marks the choose button as the form's photo field, which the form focuses when the photo has a problem. */
  fieldId?: string;
  /** A photo already chosen and cropped (kept over a new login), shown as the chosen one. */
  initialFile?: File | null;
}

/**
 * Profile photo picker: choose a file, crop it in a square box, then save (the photo is set)
 * or cancel. Output: JPEG at quality 0.95 named profile.jpg.
 */
export function ImagePicker({
  ref,
  onChange,
  currentUrl = null,
  boxSize = 150,
  label,
  error,
  required,
  fieldId,
  initialFile = null,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const shownLabel = label ?? t('imagePicker.label');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const cropperRef = useRef<ReactCropperElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(() => (initialFile ? URL.createObjectURL(initialFile) : null));
  // The chosen file is not a picture this browser can show (a HEIC photo on most phones and computers, a PDF...).
  const [unreadable, setUnreadable] = useState(false);
  // After "Use this photo" the keyboard goes back to the choose button, once the crop step has closed.
  const refocus = useRef(false);
  useEffect(() => {
    if (source || !refocus.current) return;
    refocus.current = false;
    chooseRef.current?.focus();
  }, [source, preview]);

  // A crop step opening takes the focus to "Use this photo", inside the crop group (its name read on the way in):
  // otherwise the focus fell to the page and Tab went on past the tools to the next field.
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const focusCrop = useRef(false);
  useEffect(() => {
    if (!source || !focusCrop.current) return;
    focusCrop.current = false;
    confirmButtonRef.current?.focus();
  }, [source]);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

  /** The crop step opens only for a file the browser can draw; anything else is said at once, beside the field. */
  async function choose(file: File | undefined) {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch {
      URL.revokeObjectURL(url);
      setUnreadable(true);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setUnreadable(false);
    focusCrop.current = true;
    setSource(url);
  }

  /** "Choose another": leave the crop step and open the file chooser again. */
  function chooseAnother() {
    // The choose button is hidden until the crop step has closed: it takes the focus once it shows (the effect
    // above), where a cancelled file chooser leaves the member.
    refocus.current = true;
    setSource(null);
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.click();
  }

  /** The open crop as profile.jpg, or null (with the reason said) when the browser cannot make it. */
  function crop(): Promise<File | null> {
    const canvas = cropperRef.current?.cropper?.getCroppedCanvas({
      maxWidth: OUTPUT_MAX,
      maxHeight: OUTPUT_MAX,
      fillColor: '#fff',
      imageSmoothingQuality: 'high',
    });
    if (!canvas) {
      window.alert(t('imagePicker.cropFailed'));
      return Promise.resolve(null);
    }
    return new Promise((resolve) =>
      canvas.toBlob(
        (blob) => {
          if (!blob) window.alert(t('imagePicker.blobFailed'));
          resolve(blob ? new File([blob], CROP_FILE_NAME, { type: 'image/jpeg' }) : null);
        },
        'image/jpeg',
        CROP_JPEG_QUALITY,
      ),
    );
  }

  /** "Use this photo": the crop becomes the chosen photo and the crop step closes. */
  async function save(): Promise<File | null> {
    const file = await crop();
    if (!file) return null;
    setPreview(URL.createObjectURL(file));
    onChange(file);
    setSource(null);
    if (inputRef.current) inputRef.current.value = '';
    return file;
  }

  function confirmCrop() {
    refocus.current = true;
    void save().then((file) => {
      if (!file) refocus.current = false;
    });
  }

  useImperativeHandle(ref, () => ({ finish: () => (source ? save() : Promise.resolve(null)) }));

  const shown = preview ?? currentUrl;

  return (
    <div className="image-picker" style={{ ['--box' as string]: `${boxSize}px` }}>
      <div className="image-picker-preview" hidden={Boolean(source)}>
        {shown ? (
          <img src={shown} alt={t('imagePicker.chosenAlt')} width={boxSize} height={boxSize} />
        ) : (
          <span className="image-picker-empty">
            <UserIcon />
          </span>
        )}
      </div>
      {source ? (
        <div className="image-picker-crop" role="group" aria-label={t('imagePicker.cropGroup')}>
          <Cropper
            ref={cropperRef}
            src={source}
            style={{ height: boxSize * 1.6, width: '100%' }}
            aspectRatio={1}
            viewMode={1}
            autoCropArea={0.9}
            dragMode="move"
            minCropBoxWidth={40}
            background={false}
            responsive
            checkOrientation={false}
            guides
            alt={t('imagePicker.cropAlt')}
            ready={(e) => hideCropBoxCopy(e.target)}
          />
          {/* Buttons do what dragging does, for keyboard users and single-pointer input (WCAG 2.1.1, 2.5.7). */}
          <div className="image-picker-tools" role="toolbar" aria-label={t('imagePicker.toolbar')}>
            {TOOLS.map((tool) => (
              <button
                key={tool.key}
                type="button"
                className="tool-button"
                aria-label={t(`imagePicker.${tool.key}`)}
                onClick={() => tool.run(cropperRef.current?.cropper)}
              >
                <span aria-hidden="true">{tool.symbol}</span>
              </button>
            ))}
          </div>
          <div className="image-picker-actions">
            <button ref={confirmButtonRef} type="button" className="button button-primary" onClick={confirmCrop}>
              <CheckIcon />
              {t('imagePicker.use')}
            </button>
            <button type="button" className="button button-ghost" onClick={chooseAnother}>
              <CrossIcon />
              {t('imagePicker.chooseAnother')}
            </button>
          </div>
        </div>
      ) : null}
      <div className="field image-picker-field">
        <label htmlFor={inputId}>
          {required ? t('imagePicker.required', { label: shownLabel }) : shownLabel}
        </label>
        {/* The browser's own control would say "No file chosen" under a freshly cropped photo (the cropped file
            is not the input's value); a button and a status line say what is really chosen. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-invalid={error || unreadable ? true : undefined}
          aria-describedby={error || unreadable ? errorId : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className="image-picker-choose" hidden={Boolean(source)}>
          <button
            ref={chooseRef}
            type="button"
            className="button button-ghost"
            data-field={fieldId}
            aria-describedby={`${inputId}-status${error || unreadable ? ` ${errorId}` : ''}`}
            onClick={() => inputRef.current?.click()}
          >
            {shown ? t('imagePicker.chooseAnotherPhoto') : t('imagePicker.choosePhoto')}
          </button>
          <span id={`${inputId}-status`} className="image-picker-status" aria-live="polite">
            {preview ? t('imagePicker.chosen') : currentUrl ? t('imagePicker.current') : t('imagePicker.none')}
          </span>
        </div>
        {(error || unreadable) && (
          <p id={errorId} className="field-error" role={unreadable ? 'alert' : undefined}>
            {unreadable ? t('imagePicker.unreadable') : error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Cropper.js shows the photo twice (the whole of it, and a copy inside the crop box), both with the photo's
 * description: the copy is hidden from screen readers so the photo is one image to them.
 */
function hideCropBoxCopy(image: EventTarget | null) {
  const copy = image instanceof HTMLElement ? image.parentElement?.querySelector('.cropper-view-box img') : null;
  copy?.setAttribute('alt', '');
  copy?.setAttribute('aria-hidden', 'true');
}
