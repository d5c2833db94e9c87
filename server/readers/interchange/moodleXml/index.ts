// Moodle XML question files (`<quiz>`): see read.ts. GIFT and Aiken read into the same Moodle
// questions (question.ts), so the three formats carry each type alike.
export { readMoodleXml } from './read.ts';
