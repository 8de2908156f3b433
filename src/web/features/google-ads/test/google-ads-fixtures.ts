export { type RecordedCall, stubApi, urlsOf } from '../../../test/stub-api';
