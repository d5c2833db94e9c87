// Testing Library for component tests: render, query the screen the way a user would
// (role and accessible name, label, text), act with user-event, and wait.
import { userEvent } from '@testing-library/user-event';

export { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
export const user = userEvent;
