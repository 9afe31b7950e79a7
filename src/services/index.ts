// Services: the request layer and the typed API. They know nothing of the store or of React.
export * from './request';
export * from './api';
