export { VideoFrame } from './VideoFrame.tsx';
