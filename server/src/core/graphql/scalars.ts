import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;

function parseDecimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text)) {
    throw new GraphQLError(`Decimal: expected a decimal number like 19.99, got ${JSON.stringify(value)}`);
  }
  return text;
}

/** Exact decimal numbers (money) travel as strings: no float drift on either side. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number, as a string (e.g. "19.99").',
  serialize: (value) => (value === null || value === undefined ? null : String(value)),
  parseValue: parseDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseDecimal(ast.value);
    throw new GraphQLError('Decimal: expected a string or a number literal');
  },
});
