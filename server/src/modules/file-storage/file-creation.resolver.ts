import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { typesOf } from '../../core/graphql/model-types-registry.js';
import { plain } from '../../core/graphql/plain-input.js';
import type { RequestContext } from '../../core/request-context.js';
import { FileStorageFile } from './entities.js';
import { createFileFromUrl, generateFile } from './file-creation.js';

@InputType()
class FileStorageFileCreateFromUrlInput {
  @Field(() => String, { description: 'An http(s) url on a public address.' }) url!: string;
}

/** The server's own ways of making files, beside the generic mutations: the REST routes' rules. */
@Resolver()
export class FileCreationResolver {
  @Mutation(() => typesOf(FileStorageFile).object, { description: 'Downloads the file at url and stores it like an upload. Admin only.' })
  fileStorageFileCreateFromUrl(@Ctx() context: RequestContext, @Arg('data', () => FileStorageFileCreateFromUrlInput) data: FileStorageFileCreateFromUrlInput) {
    return createFileFromUrl(context, plain(data));
  }

  @Mutation(() => typesOf(FileStorageFile).object, {
    description: "Draws a generate-template variant's PNG from data ({variant, ...the template's fields}, as REST's generate) and stores it. Admin only.",
  })
  fileStorageFileGenerate(@Ctx() context: RequestContext, @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>) {
    return generateFile(context, data);
  }
}
