export { LabelledCell, ResponsiveTable } from './ResponsiveTable.tsx';
