// The pieces an import screen is made of, shared by the spreadsheet and the document imports
// (spec §2 "Import from document, AI flow: Upload, Processing, Review"): the page around the
// flow (the topic read, its failure and loading states, the way back, the heading), the
// stepper, the file box and the failure alert; and for the flows that follow a job and end
// in Review (the document and the other tools' file imports), their state (useImportFlow), the
// step's place that moves the focus to a new step, Processing, Review's finish bar and its Finish
// (useImportFinish).
// Each feature passes its own words (i18n key prefixes and texts).
export { FailureAlert, type ImportFailure } from './FailureAlert.tsx';
export { FileDrop, refusal } from './FileDrop.tsx';
export { FINISH_BAR_ROOM, FinishBar } from './FinishBar.tsx';
export { ImportBackLink, ImportHeading, ImportTopicGate } from './ImportFrame.tsx';
export { ImportStepper } from './ImportStepper.tsx';
export { ImportProcessingStep } from './ImportProcessingStep.tsx';
export { ImportStepArea } from './ImportStepArea.tsx';
export { useImportFinish } from './useImportFinish.ts';
export { IMPORT_STEPS, useImportFlow, type ImportFlowConfig, type ImportStep } from './useImportFlow.ts';
