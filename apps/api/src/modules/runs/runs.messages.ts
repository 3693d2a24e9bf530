/** Every text the runs screen's operations answer (docs/screens/back-office.md#runs). */
export const RUN_MESSAGES = {
  runs: 'Runs',
  due: 'Due runs',
  preview: 'Run preview',
  committed: 'The run was committed',
  alreadyRun: 'This run has already been run; nothing was paid.',
} as const;
