// The models' field setters are the runtime's (core/setter.ts); the pages' models import them from here too.
export { setterOf, type Setter, type SetterOf } from '../../core';
