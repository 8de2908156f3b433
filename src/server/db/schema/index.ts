export * from './audit';
export * from './campaigns';
export * from './customers';
export * from './insights';
export * from './mail';
export * from './public-forms';
export * from './users';
