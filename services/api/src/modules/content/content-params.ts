import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';
import { type ContentKind, isContentKind } from '@lakehouse/contracts';

/** A `{kind}` of the content routes: one of the known kinds, else 404. */
export const contentKind: PipeTransform<string, ContentKind> = {
  transform(kind: string): ContentKind {
    if (!isContentKind(kind)) throw new NotFoundException(`There is no content called ${kind.slice(0, 60)}`);
    return kind;
  },
};

/** A `{version}` of the content routes: a whole number from 1. */
export const versionNumber: PipeTransform<string, number> = {
  transform(version: string): number {
    if (!/^[1-9]\d{0,8}$/.test(version)) throw new BadRequestException('A version is a whole number from 1');
    return Number(version);
  },
};
