import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';

/**
 * The input type of file fields: one field takes either an upload (a GraphQL multipart
 * request's file, graphql-upload) or a string, as REST takes a file part or a string for the
 * same field. An upload is handed to resolvers as graphql-upload's promise of the file.
 */
export const UploadOrStringScalar = new GraphQLScalarType({
  name: 'UploadOrString',
  description:
    'A file: an upload (a multipart request per the GraphQL multipart request spec, sent with the header `apollo-require-preflight: true`), ' +
    'or a string used as is: a path (served under /public) or an http(s) url.',
  parseValue(value) {
    if (value instanceof Upload) return value.promise;
    if (typeof value === 'string') return value;
    throw new GraphQLError('UploadOrString: expected an upload or a string');
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return ast.value;
    throw new GraphQLError('UploadOrString: a literal must be a string (files travel as variables of a multipart request)');
  },
  serialize() {
    throw new GraphQLError('UploadOrString is an input type only');
  },
});
