import type { PictureSlotName } from '../../common/images/picture-slots.ts';
import { PICTURE_SLOT_OPTION } from '../../common/editor/editor-config.ts';
import type { CreateClass, CreateElement, DecapCms, ImmutableMap } from './decap.ts';
import { island } from './decap-island.tsx';
import { PicturePanel } from './picture-panel.tsx';
import type { PictureBackend } from './picture-source.ts';
import { unsavedPicture, type UnsavedFile } from './unsaved-picture.ts';

// Every picture field of the form gets its panel under Decap's image control (picture-panel.tsx),
// once the field has a picture: this wraps the image control as it is registered (after
// unsaved-picture.ts's wrap), and hands Decap's widget machinery the control itself
// (getWrappedInstance, through each wrap).

interface FieldThis {
  props: { value?: unknown; field?: ImmutableMap; getEntry?(): ImmutableMap | undefined } & Record<string, unknown>;
  inner?: { getWrappedInstance?(): unknown };
}

export function registerPicturePanel(CMS: DecapCms, createClass: CreateClass, h: CreateElement, backend: PictureBackend | undefined): void {
  const image = CMS.getWidget('image');
  if (image === undefined) return;
  const panel = island(createClass, h, (props) => (
    <PicturePanel
      address={String(props.address)}
      unsavedUrl={props.unsavedUrl as string | undefined}
      slot={props.slot as PictureSlotName | undefined}
      backend={backend}
    />
  ));
  const withPanel = createClass({
    getWrappedInstance(this: FieldThis) {
      return this.inner?.getWrappedInstance?.() ?? this.inner;
    },
    render(this: FieldThis) {
      const { value, field, getEntry } = this.props;
      const control = h(image.control, { ...this.props, ref: (inner: FieldThis['inner']) => (this.inner = inner) });
      if (typeof value !== 'string' || value === '') return control;
      const files = (getEntry?.()?.get('mediaFiles') as { toJS?: () => UnsavedFile[] } | undefined)?.toJS?.() ?? [];
      const slot = field?.get(PICTURE_SLOT_OPTION);
      return h('div', null, control, h(panel, { address: value, unsavedUrl: unsavedPicture(files, value), slot: typeof slot === 'string' ? slot : undefined }));
    },
  });
  CMS.registerWidget('image', withPanel, image.preview, image.schema);
}
