// Public face of the learner preview (spec §2 "Preview"): the page at /{lang}/preview/{token}
// and the button that opens it from a topic, a page or a question.
export { PreviewScreen } from './PreviewScreen.tsx';
export { PreviewButton } from './PreviewButton.tsx';
export type { PreviewButtonProps } from './PreviewButton.tsx';
