// The node project's environment: jest's node environment, in a worker that exits promptly (./exitPromptly.js).
import { TestEnvironment } from 'jest-environment-node';
import exitPromptly from './exitPromptly.js';

exitPromptly();

export default TestEnvironment;
