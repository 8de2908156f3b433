export * from './audit';
export * from './campaigns';
export * from './customers';
export * from './insights';
export * from './public-forms';
export * from './users';
