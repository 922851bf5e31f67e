import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each email names the message template that wrote it, and why the default's words went out instead of the host's
 * saved ones when that happened, so the host's admin can say so. The templates themselves are content documents
 * (kind `message-<template>`), added by the host; a fresh install uses the defaults.
 */
export class EmailTemplates1795790400000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE emails ADD COLUMN template_key text, ADD COLUMN template_fallback text`);
    await db.query(
      `CREATE INDEX emails_template_fallbacks_idx ON emails (template_key, created_at) WHERE template_fallback IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE emails DROP COLUMN template_key, DROP COLUMN template_fallback`);
  }
}
