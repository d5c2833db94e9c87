// Public face of the accessibility statement: the page at /{lang}/accessibility.
export { AccessibilityStatementScreen } from './AccessibilityStatementScreen.tsx';
