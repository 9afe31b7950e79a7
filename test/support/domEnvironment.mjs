// The dom project's environment: jest-fixed-jsdom (jsdom with Node's fetch, streams and encoders), in a worker that
// exits promptly (./exitPromptly.js).
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';
import exitPromptly from './exitPromptly.js';

exitPromptly();

export default FixedJSDOMEnvironment;
