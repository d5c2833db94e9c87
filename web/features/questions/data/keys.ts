// Query keys of the questions feature: ['questions', id] holds one question as the editor
// loaded or last saved it.
export const questionKeys = {
  all: ['questions'] as const,
  detail: (id: number) => ['questions', id] as const,
};
