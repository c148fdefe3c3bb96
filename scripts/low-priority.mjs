#!/usr/bin/env node
/*
 * Runs a command at the lowest scheduling priority, and everything it starts with it: npm test runs its checks
 * (types, lint, unit and component tests) beside the end-to-end tests this way, so that the browser, whose tests
 * wait on every frame, takes the cores first and the checks fill the time it leaves.
 *
 *   node scripts/low-priority.mjs <command> [arguments...]
 */
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('Usage: node scripts/low-priority.mjs <command> [arguments...]');
  process.exit(2);
}
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch (error) {
  // Some systems refuse it; the command then runs at the usual priority, which is only slower.
  console.warn(`Could not lower the priority (${error.message}); running at the usual one.`);
}
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('error', (error) => {
  console.error(`Could not start ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
