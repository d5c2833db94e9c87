export { UnverifiedPage } from './UnverifiedPage.tsx';
