export { UnverifiedScreen } from './UnverifiedScreen.tsx';
